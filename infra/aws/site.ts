import { existsSync } from "node:fs";
import { join } from "node:path";
import { Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import type { IHttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { BucketDeployment, CacheControl, Source } from "aws-cdk-lib/aws-s3-deployment";
import { S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY } from "aws-cdk-lib/cx-api";
import { Construct } from "constructs";
import { contentSecurityPolicy, hstsMaxAgeSeconds } from "./security-headers";

export interface SiteProps {
  /** The Vite build output (web/dist). */
  webDist: string;
}

/**
 * Client-side routes (`/leagues/abc`) have no file in the bucket; they get index.html. Runs only on
 * the default (S3) behaviour, so API answers are never rewritten, unlike distribution-wide custom
 * error responses, which would also turn the API's 403s and 404s into the SPA page.
 */
export const spaFallbackCode = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.split("/").pop();
  if (lastSegment.indexOf(".") === -1) request.uri = "/index.html";
  return request;
}`;

/**
 * The one origin users see: the SPA from a private bucket, and /api/* passed through to the HTTP
 * API, so the session cookie is first-party and SameSite=Lax holds.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  /** Access logs of the site bucket (`s3/`) and of the distribution (`cloudfront/`). */
  readonly logsBucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<distribution domain>`, the PUBLIC_URL of the functions. */
  readonly url: string;
  private readonly securityHeaders: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    if (!existsSync(join(props.webDist, "index.html"))) {
      throw new Error(`${props.webDist}/index.html is missing: run \`npm run build:web\` before synthesizing`);
    }

    // S3 delivers the site bucket's access logs by the logs bucket's policy, not by the legacy
    // LogDeliveryWrite ACL CDK sets without this flag (cfn-lint W3045). Set here, before the
    // buckets, so the tests' apps and `cdk synth` build the same bucket whatever cdk.json says.
    this.node.setContext(S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY, true);

    // Diagnostics, like the function logs: kept 90 days, gone with the stack. CloudFront's
    // standard logging writes with ACLs, which only a bucket-owner-preferred bucket accepts.
    this.logsBucket = new Bucket(this, "LogsBucket", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // Holds only build output, which the repository can always rebuild: it goes with the stack.
    this.bucket = new Bucket(this, "Bucket", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: "s3/",
    });

    this.securityHeaders = new ResponseHeadersPolicy(this, "SecurityHeaders", {
      comment: "Treble: security headers for the SPA and the API",
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(hstsMaxAgeSeconds), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
      },
    });

    const spaFallback = new CloudFrontFunction(this, "SpaFallback", {
      comment: "Serve index.html for client-side routes",
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaFallbackCode),
    });

    this.distribution = new Distribution(this, "Distribution", {
      comment: "Treble",
      defaultRootObject: "index.html",
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Users are in Europe; the cheapest price class covers Europe and North America.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: "cloudfront/",
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // Compressed at the edge (br/gzip) and kept as long as the object's Cache-Control says:
        // a year for the hashed assets, revalidated for the rest (see the deployments below).
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: this.securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
    });
    this.url = `https://${this.distribution.distributionDomainName}`;

    // Hashed assets (assets/*) first, cached for a year; the files whose names never change
    // (index.html, the service worker) after them, revalidated on every use, so a new
    // index.html never points at files that are not there yet and a new service worker is
    // seen at once. Old assets stay (no prune) for pages that were loaded before the deploy.
    const assets = new BucketDeployment(this, "DeployAssets", {
      sources: [Source.asset(props.webDist)],
      exclude: ["*"],
      include: ["assets/*"],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
    });
    const page = new BucketDeployment(this, "DeployIndex", {
      sources: [Source.asset(props.webDist)],
      exclude: ["assets/*"],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ["/*"],
    });
    page.node.addDependency(assets);
  }

  /**
   * Sends /api/* to the HTTP API. Needs only the API's endpoint, not its functions, which is
   * what lets the functions take the distribution's domain as PUBLIC_URL without a cycle.
   */
  routeApi(httpApi: IHttpApi) {
    const stack = Stack.of(this);
    const apiDomain = `${httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.distribution.addBehavior("/api/*", new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }), {
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // A redirect would turn a POST into a GET; plain http is refused instead.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      // Answers are per user (the session cookie), so no shared cache holds them. CloudFront only
      // compresses what a caching policy lets it cache; the function compresses (br/gzip) and
      // tags (ETag, 304) its JSON itself (functions/lib/http-cache.ts), which works on both hosts.
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Cookies, query strings and headers (Accept-Encoding and If-None-Match among them), but
      // not Host: API Gateway routes on its own host name.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.securityHeaders,
    });
  }
}
