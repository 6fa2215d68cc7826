// Operating the stack on AWS: access logs and throttling, dead-letter queues, Step Functions logging, alarms to the creators, the creator's log groups.
import { describe, expect, it } from "vitest";
import { jobs } from "../../events/jobs";
import { rules } from "../../events/rules";
import { groups } from "../../functions/routes";
import { METRICS_PER_ALARM } from "./alarms";
import { accessLogFields, apiThrottle } from "./api";
import { functionDecls } from "./function-limits";
import { draftMachineOf, onlyResource, resourcesOf, synthesize } from "./synth-for-tests";

const template = synthesize({ creatorEmails: "ann@treble.test, bob@treble.test" });
const functions = Object.entries(resourcesOf(template, "AWS::Lambda::Function"));
/** The app's own functions (CDK's deployment helper aside): API groups, jobs, rule targets, the draft steps and the realtime channel. */
const appFunctions = functions.filter(([, f]) => /^Treble (API|job|rule|draft workflow|realtime)/.test(f.Properties.Description ?? ""));
/** The HTTP API's resources of a type, beside the realtime channel's WebSocket API (realtime.test.ts covers that). */
const httpApiId = Object.entries(resourcesOf(template, "AWS::ApiGatewayV2::Api")).find(
  ([, api]) => api.Properties.ProtocolType === "HTTP",
)![0];
const alarms = Object.values(resourcesOf(template, "AWS::CloudWatch::Alarm"));
const queues = resourcesOf(template, "AWS::SQS::Queue");
const [topicId] = onlyResource(template, "AWS::SNS::Topic");

const alarmOn = (namespace: string, metric: string, dimension: unknown) =>
  alarms.filter(
    (a) =>
      a.Properties.Namespace === namespace &&
      a.Properties.MetricName === metric &&
      JSON.stringify(a.Properties.Dimensions).includes(JSON.stringify(dimension)),
  );

describe("operations", () => {
  it("counts every function of the app: each API group, job, rule target and the draft steps", () => {
    expect(appFunctions).toHaveLength(groups.length + jobs.length + rules.length + 2);
    // The same functions the local host runs, one alarm pair each, named as the host names them.
    const alarmed = new Set(alarms.map((a) => /^Function (\S+) failed/.exec(a.Properties.AlarmDescription)?.[1]).filter(Boolean));
    expect([...alarmed].sort()).toEqual(functionDecls.map((d) => d.name).sort());
  });

  it("turns on the app's metrics, under one namespace, in every function", () => {
    for (const [, fn] of appFunctions) expect(fn.Properties.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE).toBe("Treble");
  });

  it("writes a JSON access log line per API request to its own log group, and throttles the default stage", () => {
    const [stage] = Object.values(resourcesOf(template, "AWS::ApiGatewayV2::Stage")).filter((st) => st.Properties.ApiId.Ref === httpApiId);
    expect(stage.Properties.StageName).toBe("$default");
    expect(stage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: apiThrottle.rateLimit,
      ThrottlingBurstLimit: apiThrottle.burstLimit,
    });
    const groupId = stage.Properties.AccessLogSettings.DestinationArn["Fn::GetAtt"][0];
    expect(resourcesOf(template, "AWS::Logs::LogGroup")[groupId].Properties.RetentionInDays).toBe(30);
    const format = JSON.parse(stage.Properties.AccessLogSettings.Format);
    expect(format).toEqual(accessLogFields);
    expect(format).toMatchObject({ requestId: "$context.requestId", status: "$context.status", routeKey: "$context.routeKey" });
  });

  it("gives every rule and schedule target a retry policy and its own encrypted, SSL-only dead-letter queue that EventBridge may write to", () => {
    const targets = Object.entries(resourcesOf(template, "AWS::Events::Rule")).flatMap(([ruleId, r]) =>
      r.Properties.Targets.map((t: any) => [ruleId, t]),
    );
    expect(targets).toHaveLength(jobs.length + rules.length);
    const used = new Set<string>();
    for (const [ruleId, target] of targets) {
      expect(target.RetryPolicy.MaximumRetryAttempts).toBeGreaterThan(0);
      expect(target.RetryPolicy.MaximumEventAgeInSeconds).toBeGreaterThan(0);
      const queueId = target.DeadLetterConfig.Arn["Fn::GetAtt"][0];
      expect(queues[queueId].Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
      used.add(queueId);
      const policy = Object.values(resourcesOf(template, "AWS::SQS::QueuePolicy")).find((p) => p.Properties.Queues[0].Ref === queueId)!;
      expect(policy.Properties.PolicyDocument.Statement).toEqual([
        expect.objectContaining({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
        expect.objectContaining({
          Effect: "Allow",
          Action: "sqs:SendMessage",
          Principal: { Service: "events.amazonaws.com" },
          Condition: { ArnEquals: { "aws:SourceArn": { "Fn::GetAtt": [ruleId, "Arn"] } } },
        }),
      ]);
    }
    expect(used.size).toBe(targets.length);
  });

  it("logs every state transition of the draft workflow without its data, and traces it with X-Ray", () => {
    const [, machine] = draftMachineOf(template);
    expect(machine.Properties.LoggingConfiguration).toMatchObject({ Level: "ALL", IncludeExecutionData: false });
    const groupId = machine.Properties.LoggingConfiguration.Destinations[0].CloudWatchLogsLogGroup.LogGroupArn["Fn::GetAtt"][0];
    expect(resourcesOf(template, "AWS::Logs::LogGroup")[groupId].Properties).toEqual({
      LogGroupName: "/aws/vendedlogs/states/TrebleTest-draft",
      RetentionInDays: 30,
    });
    expect(machine.Properties.TracingConfiguration).toEqual({ Enabled: true });
  });

  it("e-mails each creator through one SSL-only topic", () => {
    const subscriptions = Object.values(resourcesOf(template, "AWS::SNS::Subscription")).map((s) => s.Properties);
    expect(subscriptions).toEqual([
      { Protocol: "email", Endpoint: "ann@treble.test", TopicArn: { Ref: topicId } },
      { Protocol: "email", Endpoint: "bob@treble.test", TopicArn: { Ref: topicId } },
    ]);
    const [, policy] = onlyResource(template, "AWS::SNS::TopicPolicy");
    expect(policy.Properties.Topics).toEqual([{ Ref: topicId }]);
    expect(policy.Properties.PolicyDocument.Statement).toEqual([
      expect.objectContaining({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
    ]);
  });

  it("alarms on API 5xx, every function's errors and throttles, failed or timed-out draft runs and each dead-letter queue, all to the topic", () => {
    /** Throttles in groups of at most ten functions, one metric math alarm (their sum) per group. */
    const throttleAlarms = alarms.filter((a) => a.Properties.Metrics);
    const throttled = throttleAlarms.flatMap((a) => {
      const metrics = a.Properties.Metrics.filter((m: any) => m.MetricStat);
      expect(metrics.length).toBeLessThanOrEqual(METRICS_PER_ALARM);
      const [sum] = a.Properties.Metrics.filter((m: any) => m.Expression);
      expect(sum.Expression).toBe(metrics.map((m: any) => m.Id).join(" + "));
      return metrics.map((m: any) => {
        expect(m.MetricStat).toMatchObject({ Metric: { Namespace: "AWS/Lambda", MetricName: "Throttles" }, Stat: "Sum" });
        return m.MetricStat.Metric.Dimensions[0].Value.Ref as string;
      });
    });
    expect(throttled.sort()).toEqual(appFunctions.map(([id]) => id).sort());
    // Each stack groups its own: the API stack's groups and realtime channel, the background stack's jobs, rule targets and draft steps.
    expect(throttleAlarms).toHaveLength(
      Math.ceil((groups.length + 1) / METRICS_PER_ALARM) + Math.ceil((jobs.length + rules.length + 1) / METRICS_PER_ALARM),
    );
    const apiId = httpApiId;
    const [machineId] = draftMachineOf(template);
    expect(alarmOn("AWS/ApiGateway", "5xx", { Name: "ApiId", Value: { Ref: apiId } })).toHaveLength(1);
    for (const [functionId] of appFunctions) {
      expect(alarmOn("AWS/Lambda", "Errors", { Name: "FunctionName", Value: { Ref: functionId } })).toHaveLength(1);
    }
    expect(alarmOn("AWS/States", "ExecutionsFailed", { Name: "StateMachineArn", Value: { Ref: machineId } })).toHaveLength(1);
    expect(alarmOn("AWS/States", "ExecutionsTimedOut", { Name: "StateMachineArn", Value: { Ref: machineId } })).toHaveLength(1);
    for (const queueId of Object.keys(queues)) {
      expect(
        alarmOn("AWS/SQS", "ApproximateNumberOfMessagesVisible", { Name: "QueueName", Value: { "Fn::GetAtt": [queueId, "QueueName"] } }),
      ).toHaveLength(1);
    }
    expect(alarms).toHaveLength(1 + appFunctions.length + throttleAlarms.length + 2 + Object.keys(queues).length);
    for (const alarm of alarms) {
      expect(alarm.Properties).toMatchObject({
        AlarmActions: [{ Ref: topicId }],
        Threshold: 1,
        ComparisonOperator: "GreaterThanOrEqualToThreshold",
        TreatMissingData: "notBreaching",
      });
    }
  });

  it("tells the creator function every function's log group, and lets it filter exactly those", () => {
    const [, creator] = functions.find(([, f]) => f.Properties.Description === "Treble API: creator routes")!;
    const logGroupIds = appFunctions.map(([, f]) => f.Properties.LoggingConfig.LogGroup.Ref as string);
    expect(new Set(logGroupIds).size).toBe(appFunctions.length);
    // CloudFormation's rendering of `name,name,…`: the names as references, commas between them.
    const [separator, parts] = creator.Properties.Environment.Variables.LOG_GROUP_NAMES["Fn::Join"];
    expect(separator).toBe("");
    expect(parts.filter((_: unknown, i: number) => i % 2 === 1)).toEqual(Array(logGroupIds.length - 1).fill(","));
    expect(
      parts
        .filter((_: unknown, i: number) => i % 2 === 0)
        .map((p: { Ref: string }) => p.Ref)
        .sort(),
    ).toEqual([...logGroupIds].sort());
    // A role's grants past the inline policy's size limit overflow into managed policies (CDK).
    const resources = [
      ...Object.values(resourcesOf(template, "AWS::IAM::Policy")),
      ...Object.values(resourcesOf(template, "AWS::IAM::ManagedPolicy")),
    ]
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((s) => [s.Action].flat().includes("logs:FilterLogEvents"))
      .flatMap((s) => [s.Resource].flat());
    // Each group as CDK grants it: the group's ARN, with and without the `:*` of its streams.
    const granted = new Set(resources.map((r) => JSON.stringify(r).match(/"(?:Ref":"|Fn::GetAtt":\[")(\w+Logs\w+)"/)?.[1]));
    expect([...granted].sort()).toEqual([...logGroupIds].sort());
    for (const id of logGroupIds) expect(resourcesOf(template, "AWS::Logs::LogGroup")[id].Properties.RetentionInDays).toBe(30);
  });
});
