import { Stack, Validations, type CfnElement } from "aws-cdk-lib";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import type { ILogGroup } from "aws-cdk-lib/aws-logs";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import type { IStateMachine } from "aws-cdk-lib/aws-stepfunctions";
import type { IConstruct } from "constructs";

/*
 * The cdk-nag AwsSolutions findings the stacks accept, each with the reason, one function per
 * stack (their logical ids name the findings). What was cheap to fix is fixed instead (access logs
 * on the API, the buckets and the distribution; Step Functions logging and X-Ray; the password
 * policy; SSL-only queues and topic). Anything not listed here fails the infra tests (nag.test.ts)
 * and `cdk synth`.
 */

const accept = (on: IConstruct, id: string, reason: string) => Validations.of(on).acknowledge({ id, reason });
const arnOf = (construct: IConstruct) => `<${logicalId(construct)}.Arn>`;

/** Lambda's runtime finding, on every stack that has a function. */
function acceptPinnedRuntime(stack: Stack) {
  accept(
    stack,
    "AwsSolutions-L1",
    "Node.js 22 is pinned on purpose: the bundles target node22 and are tested to load in Node 22; the runtime moves with a deliberate upgrade, not with each new Lambda release. The BucketDeployment handler's runtime is CDK's choice.",
  );
}

/** The table's grants as cdk-nag names them in a stack that imports the table (`<export name>/index/*`). */
function acceptTableIndexes(stack: Stack, table: ITableV2) {
  const arn = Stack.of(table) === stack ? arnOf(table) : exportNameOf(stack, table, table.tableArn);
  accept(
    stack,
    `AwsSolutions-IAM5[Resource::${arn}/index/*]`,
    "Table grants cover the table's own global secondary indexes (index/*), nothing outside the table.",
  );
}

/** The edge stack's own table grant: the realtime channel's function keeps its connections in the table. */
export function acceptEdgeTableAccess(stack: Stack, table: ITableV2) {
  acceptTableIndexes(stack, table);
}

export function acceptDataFindings(scope: { identity: IConstruct; unsubscribeSecret: IConstruct }) {
  accept(
    scope.unsubscribeSecret,
    "AwsSolutions-SMG4",
    "The secret signs the unsubscribe links of mails already sent; rotating it would break every link still in an inbox before it expires. It is rotated by hand, with a deliberate redeploy.",
  );
  accept(
    scope.identity,
    "AwsSolutions-COG8",
    "The Plus plan's threat protection costs per monthly active user; a private fan league does not hold data that warrants it. Essentials gives managed login.",
  );
  accept(
    scope.identity,
    "AwsSolutions-COG2",
    "MFA stays optional: the app holds picks and league membership, not money or personal data beyond e-mail and first name.",
  );
}

export function acceptEdgeFindings(stack: Stack, scope: { api: IConstruct; distribution: IConstruct; siteBucket: IBucket }) {
  accept(
    scope.api,
    "AwsSolutions-APIG4",
    "No API Gateway authorizer: the session travels in an HttpOnly cookie, which a JWT authorizer cannot read, and some routes are public (sign-in, callback, league lookup). Every function's middleware verifies the session on each request.",
  );
  accept(
    scope.distribution,
    "AwsSolutions-CFR4",
    "The distribution uses the default *.cloudfront.net certificate, whose minimum TLS version cannot be raised; a custom domain with an ACM certificate would be needed.",
  );
  accept(scope.distribution, "AwsSolutions-CFR1", "No geo restriction: league members follow the Premier League from anywhere.");
  accept(
    scope.distribution,
    "AwsSolutions-CFR2",
    "No WAF: API Gateway's stage throttling limits floods, and a web ACL costs more than a hobby league's traffic warrants.",
  );
  acceptPinnedRuntime(stack);

  // CDK's own BucketDeployment Lambda (copies the SPA build into the bucket at deploy time).
  const deployment = stack.node.children.find((c) => c.node.id.startsWith("Custom::CDKBucketDeployment"));
  if (deployment) {
    const reason =
      "CDK's BucketDeployment handler: it reads the CDK asset bucket and writes every object of the site bucket at deploy time, with CDK's own grants.";
    accept(
      deployment,
      "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
      "CDK's BucketDeployment handler logs with the AWS-managed basic execution role CDK gives it; the app's own functions write only their own log group.",
    );
    for (const finding of [
      "Action::s3:GetObject*",
      "Action::s3:GetBucket*",
      "Action::s3:List*",
      "Action::s3:DeleteObject*",
      "Action::s3:Abort*",
      "Resource::*",
      `Resource::${arnOf(scope.siteBucket)}/*`,
      "Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*",
    ]) {
      accept(deployment, `AwsSolutions-IAM5[${finding}]`, reason);
    }
  }
}

/** The draft runners' finding: they read executions of the state machine, whose ARN cdk-nag writes as in the runner's stack. */
function acceptDraftRunner(runner: IFunction, stateMachine: IStateMachine) {
  const stack = Stack.of(runner);
  const machine =
    Stack.of(stateMachine) === stack
      ? `{"Ref":"${logicalId(stateMachine)}"}`
      : JSON.stringify({ "Fn::ImportValue": exportNameOf(stack, stateMachine, stateMachine.stateMachineArn) });
  accept(
    runner,
    `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:{"Fn::Select":[6,{"Fn::Split":[":",${machine}]}]}:*]`,
    "Draft runners read the status of executions of the draft state machine only; execution ARNs are not known before the run starts.",
  );
}

export function acceptBackgroundFindings(
  stack: Stack,
  scope: {
    table: ITableV2;
    /** The January window's job, which starts window drafts. */
    windowJob?: IFunction;
    stateMachine: IStateMachine;
    workflowSteps: IFunction;
    deadLetterQueues: Iterable<IQueue>;
    /** The functions that send mail through SES. */
    mailSenders: IConstruct[];
  },
) {
  acceptPinnedRuntime(stack);
  acceptTableIndexes(stack, scope.table);
  if (scope.windowJob) acceptDraftRunner(scope.windowJob, scope.stateMachine);
  accept(
    scope.stateMachine,
    `AwsSolutions-IAM5[Resource::${arnOf(scope.workflowSteps)}:*]`,
    "The state machine may invoke the steps function's versions and aliases (CDK's LambdaInvoke grant), not any other function.",
  );
  accept(
    scope.stateMachine,
    "AwsSolutions-IAM5[Resource::*]",
    "X-Ray tracing (PutTraceSegments) and CloudWatch log delivery (CreateLogDelivery and friends) do not support resource-level permissions.",
  );
  for (const sender of scope.mailSenders) {
    accept(
      sender,
      `AwsSolutions-IAM5[Resource::arn:aws:ses:<AWS::Region>:<AWS::AccountId>:identity/*]`,
      "The sender identity (MAIL_FROM's address or domain) is chosen at deploy time and verified in SES outside the stack; sending is also bound to the stack's own configuration set.",
    );
  }
  for (const queue of scope.deadLetterQueues) {
    accept(
      queue,
      "AwsSolutions-SQS3",
      "This queue is itself a dead-letter queue, of an EventBridge target; cdk-nag only recognises dead-letter queues of other queues.",
    );
  }
}

export function acceptApiFindings(
  stack: Stack,
  scope: {
    api: IConstruct;
    table: ITableV2;
    /** The draft and January window endpoints, which start and watch draft runs. */
    draftRunners: IFunction[];
    stateMachine: IStateMachine;
    /** The creator's function and the other stacks' log groups it reads (by name), as their own stacks hold them. */
    logReader: IFunction;
    importedLogGroups: ILogGroup[];
  },
) {
  acceptPinnedRuntime(stack);
  acceptTableIndexes(stack, scope.table);
  for (const runner of scope.draftRunners) acceptDraftRunner(runner, scope.stateMachine);
  accept(
    scope.api,
    "AwsSolutions-APIG4",
    "No API Gateway authorizer: the session travels in an HttpOnly cookie, which a JWT authorizer cannot read, and some routes are public (sign-in, callback, league lookup). Every function's middleware verifies the session on each request.",
  );
  for (const group of scope.importedLogGroups) {
    accept(
      scope.logReader,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:logs:<AWS::Region>:<AWS::AccountId>:log-group:${exportNameOf(stack, group, group.logGroupName)}:*]`,
      "The creator's log view filters the events of one named log group of the app (`:*` is its streams, as a log group's own ARN reads).",
    );
  }
}

/** The CloudFormation logical id of a construct's resource, as cdk-nag writes it in a finding. */
function logicalId(construct: IConstruct): string {
  const stack = Stack.of(construct);
  return stack.resolve(stack.getLogicalId(construct.node.defaultChild as CfnElement));
}

/**
 * The export a stack imports another stack's value by, which cdk-nag writes in place of the value.
 * `exportValue` gives the same export the cross-stack reference creates, so this adds nothing.
 */
function exportNameOf(consumer: Stack, producer: IConstruct, value: string): string {
  const imported = consumer.resolve(Stack.of(producer).exportValue(value)) as { "Fn::ImportValue": string };
  return imported["Fn::ImportValue"];
}
