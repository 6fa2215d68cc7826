/**
 * ElectroDB checks each entity's model against a JSON schema with `jsonschema` when the entity is
 * built, which in a function is at cold start, for ~30 entities: ~30 kB of bundle and about a
 * sixth of the import time, to check models that are constants of our code. The function bundles
 * (functionBuild's alias) get this validator instead; the real one still checks every model
 * whenever the entities load unbundled (every data test, the local tools), so a bad model fails
 * the tests before it can be bundled.
 *
 * ElectroDB also asks the validator whether a value is a model at all (a Service is given built
 * entities, which must fail): a model here is a plain object with `attributes` and `indexes` that
 * is not an ElectroDB instance (which carry `_instance`), and anything else gets one error.
 */
const notAModel = [{ property: "instance", message: "is not an ElectroDB model", argument: "" }];
const isObject = (value) => typeof value === "object" && value !== null;

export class Validator {
  addSchema() {}

  validate(value) {
    const model = isObject(value) && !("_instance" in value) && isObject(value.attributes) && isObject(value.indexes);
    return { errors: model ? [] : notAModel };
  }
}
Validator.prototype.customFormats = {};
