import { documentClient } from "../functions/data/table/client";

export interface DynamoCounts {
  writeRequests: number;
  /** Items written: a batch or transaction counts each item it carries. */
  itemsWritten: number;
  readRequests: number;
}

const WRITE = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;
const READ = /^(Get|Query|Scan|BatchGet|TransactGet)/;

/**
 * Counts the DynamoDB requests of this process (the local host runs the API handlers and the
 * workflow steps in-process, through the one document client) with a middleware on that client.
 */
export function countDynamo() {
  const counts: DynamoCounts = { writeRequests: 0, itemsWritten: 0, readRequests: 0 };
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const name = context.commandName ?? "";
      const input = args.input as { RequestItems?: Record<string, unknown[]>; TransactItems?: unknown[] };
      if (WRITE.test(name)) {
        counts.writeRequests++;
        if (name.startsWith("BatchWrite"))
          counts.itemsWritten += Object.values(input.RequestItems ?? {}).reduce((n, list) => n + list.length, 0);
        else if (name.startsWith("TransactWrite")) counts.itemsWritten += input.TransactItems?.length ?? 0;
        else counts.itemsWritten++;
      } else if (READ.test(name)) {
        counts.readRequests++;
      }
      return next(args);
    },
    { step: "initialize", name: "benchDynamoCounter" },
  );
  return {
    counts,
    reset: () => Object.assign(counts, { writeRequests: 0, itemsWritten: 0, readRequests: 0 }),
    snapshot: (): DynamoCounts => ({ ...counts }),
  };
}
