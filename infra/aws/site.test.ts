// CloudFront: the SPA from a private bucket with a client-side-route fallback, /api/* uncached to the HTTP API, security headers.
import { runInNewContext } from "node:vm";
import { CachePolicy, OriginRequestPolicy } from "aws-cdk-lib/aws-cloudfront";
import { describe, expect, it } from "vitest";
import { onlyResource, resourcesOf, synthesize } from "./synth-for-tests";
import { spaFallbackCode } from "./site";

const template = synthesize();
const [, distribution] = onlyResource(template, "AWS::CloudFront::Distribution");
const config = distribution.Properties.DistributionConfig;
const [functionId, cloudFrontFunction] = onlyResource(template, "AWS::CloudFront::Function");
const originOf = (originId: string) => config.Origins.find((o: any) => o.Id === originId);

/** Runs the CloudFront Function's own code on a viewer request for `uri`. */
function rewrite(uri: string): string {
  const handler = runInNewContext(`${spaFallbackCode}; handler`);
  return handler({ request: { uri } }).uri;
}

describe("site", () => {
  it("sends /api/* to the HTTP API without caching, with all methods, cookies and query strings but not Host", () => {
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === "/api/*");
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: "https-only",
    });
    expect([...api.AllowedMethods].sort()).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT"]);
    expect(api.FunctionAssociations).toBeUndefined();
    const origin = originOf(api.TargetOriginId);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe("https-only");
    expect(JSON.stringify(origin.DomainName)).toMatch(/ApiHttpApi.*execute-api/);
  });

  it("serves the default behaviour from the private bucket through origin access control", () => {
    const origin = originOf(config.DefaultCacheBehavior.TargetOriginId);
    expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: "" });
    expect(origin.OriginAccessControlId).toBeDefined();
    const bucketId = JSON.stringify(origin.DomainName).match(/"(SiteBucket\w+)"/)![1];
    const bucket = resourcesOf(template, "AWS::S3::Bucket")[bucketId];
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it("logs every request of the distribution and of the site bucket to a private logs bucket that forgets after 90 days", () => {
    const buckets = resourcesOf(template, "AWS::S3::Bucket");
    const [logsId, logs] = Object.entries(buckets).find(([id]) => id.startsWith("SiteLogsBucket"))!;
    expect(config.Logging).toMatchObject({ Bucket: { "Fn::GetAtt": [logsId, "RegionalDomainName"] }, Prefix: "cloudfront/" });
    const site = Object.entries(buckets).find(([id]) => id !== logsId)![1];
    expect(site.Properties.LoggingConfiguration).toEqual({ DestinationBucketName: { Ref: logsId }, LogFilePrefix: "s3/" });
    expect(logs.Properties.LifecycleConfiguration.Rules).toEqual([expect.objectContaining({ ExpirationInDays: 90, Status: "Enabled" })]);
    expect(logs.Properties.PublicAccessBlockConfiguration.RestrictPublicBuckets).toBe(true);
  });

  it("rewrites client-side routes to index.html on the default behaviour only, with no custom error pages", () => {
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: "viewer-request", FunctionARN: { "Fn::GetAtt": [functionId, "FunctionARN"] } },
    ]);
    expect(cloudFrontFunction.Properties.FunctionCode).toBe(spaFallbackCode);
    expect(cloudFrontFunction.Properties.FunctionConfig.Runtime).toBe("cloudfront-js-2.0");
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it.each([
    ["/", "/index.html"],
    ["/leagues/abc123", "/index.html"],
    ["/join/ABCD", "/index.html"],
    ["/assets/index-BAc0SEjr.js", "/assets/index-BAc0SEjr.js"],
    ["/favicon.ico", "/favicon.ico"],
  ])("the fallback turns %s into %s", (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
  });

  it("adds security headers to the site and the API", () => {
    const [policyId, policy] = onlyResource(template, "AWS::CloudFront::ResponseHeadersPolicy");
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 730 * 86400, IncludeSubdomains: true });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: "DENY", Override: true });
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe("strict-origin-when-cross-origin");
    const csp = headers.ContentSecurityPolicy.ContentSecurityPolicy as string;
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === "/api/*");
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(api.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it("deploys web/dist with immutable hashed assets and revalidated index.html and service worker, then invalidates the distribution", () => {
    const deployments = Object.values(resourcesOf(template, "Custom::CDKBucketDeployment")).map((d) => d.Properties);
    const assets = deployments.find((d) => d.Include?.includes("assets/*"))!;
    const page = deployments.find((d) => d.Exclude?.includes("assets/*"))!;
    expect(assets.Exclude).toEqual(["*"]);
    expect(assets.SystemMetadata["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(page.Include).toBeUndefined();
    expect(page.SystemMetadata["cache-control"]).toBe("no-cache");
    expect(page.DistributionPaths).toEqual(["/*"]);
    expect(page.DistributionId).toBeDefined();
  });

  it("compresses the SPA at the edge with a policy that honours the files' own lifetimes", () => {
    const site = config.DefaultCacheBehavior;
    expect(site.Compress).toBe(true);
    // CachingOptimized: gzip and br in the cache key, TTL up to a year, taken from Cache-Control.
    expect(site.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    // /api/* is compressed by the function; CloudFront passes the viewer's Accept-Encoding and
    // If-None-Match through the all-viewer-headers origin request policy.
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === "/api/*");
    expect(api.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
  });
});
