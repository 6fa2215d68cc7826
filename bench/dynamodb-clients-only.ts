import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

/**
 * The bench's cold-import baseline (bench/bundles.ts): a function that only sets up the DynamoDB
 * clients every Treble function needs, bundled like the real ones.
 */
export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async () => documentClient.config.serviceId;
