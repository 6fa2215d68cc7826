import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { awsClientOptions, config } from "../../config";

/**
 * Built once per process. Locally DYNAMODB_ENDPOINT points at the stand-in; in AWS it is unset
 * and the SDK uses the Lambda's region and role. Nothing else knows which host we are on.
 */
function build() {
  const raw = new DynamoDBClient(awsClientOptions(config.dynamodbEndpoint));
  return DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
}

export const documentClient = build();
export const tableName = () => config.tableName;
