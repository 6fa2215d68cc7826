/**
 * What the function bundles take from @aws-sdk/lib-dynamodb (functionBuild aliases the package to
 * this file). ElectroDB `require`s the package, and a `require` keeps a whole module: with the
 * package's index that is every document command, DynamoDBDocument and the pagination helpers
 * (~8 kB minified in every bundle). These are the document client and the commands ElectroDB's
 * client.js and functions/data use; the paths are relative because the alias also rewrites the
 * package's own subpaths. The commands import client-dynamodb through its index, which is aliased
 * to client-dynamodb.mjs beside this file for the same reason.
 */
export { DynamoDBDocumentClient } from "../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/DynamoDBDocumentClient.js";
export { BatchGetCommand } from "../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchGetCommand.js";
export { BatchWriteCommand } from "../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchWriteCommand.js";
export { DeleteCommand } from "../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/DeleteCommand.js";
export { GetCommand } from "../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/GetCommand.js";
export { PutCommand } from "../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/PutCommand.js";
export { QueryCommand } from "../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/QueryCommand.js";
export { ScanCommand } from "../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/ScanCommand.js";
export { TransactGetCommand } from "../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactGetCommand.js";
export { TransactWriteCommand } from "../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactWriteCommand.js";
export { UpdateCommand } from "../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/UpdateCommand.js";
