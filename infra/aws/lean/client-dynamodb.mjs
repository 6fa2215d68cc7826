/**
 * What the function bundles take from @aws-sdk/client-dynamodb (functionBuild aliases the package to
 * this file): the client and the item commands lib-dynamodb's document commands wrap. ElectroDB
 * `require`s lib-dynamodb, and esbuild cannot tree-shake what a `require` reaches: through the
 * package's index that was the aggregated DynamoDB class, every command, waiter and paginator and
 * every command's schema (~75 kB where the clients alone take ~27 kB). Reached through this file it is
 * the eleven pieces named here (~35 kB). A name missing here fails the build, not a request.
 */
export { DynamoDBClient } from "../../../node_modules/@aws-sdk/client-dynamodb/dist-es/DynamoDBClient.js";
export { BatchGetItemCommand } from "../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchGetItemCommand.js";
export { BatchWriteItemCommand } from "../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchWriteItemCommand.js";
export { DeleteItemCommand } from "../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/DeleteItemCommand.js";
export { GetItemCommand } from "../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/GetItemCommand.js";
export { PutItemCommand } from "../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/PutItemCommand.js";
export { QueryCommand } from "../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/QueryCommand.js";
export { ScanCommand } from "../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ScanCommand.js";
export { TransactGetItemsCommand } from "../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactGetItemsCommand.js";
export { TransactWriteItemsCommand } from "../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactWriteItemsCommand.js";
export { UpdateItemCommand } from "../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/UpdateItemCommand.js";
