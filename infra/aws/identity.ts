import { Duration } from "aws-cdk-lib";
import {
  AccountRecovery,
  CfnManagedLoginBranding,
  FeaturePlan,
  ManagedLoginVersion,
  OAuthScope,
  UserPool,
  UserPoolClient,
  type IUserPool,
  UserPoolClientIdentityProvider,
  UserPoolDomain,
} from "aws-cdk-lib/aws-cognito";
import { Construct } from "constructs";

export interface IdentityProps {
  /** Cognito domain prefix: unique per region, lower case, no "aws", "amazon" or "cognito". */
  domainPrefix: string;
}

/**
 * Cognito user pool with managed login: the identity provider the backend talks OpenID Connect
 * to, exactly as it talks to the local provider. People sign up themselves with e-mail and name.
 * The pool holds every account, so it lives in the data stack; its web client, which must name
 * the site's address, lives with the site (SignInClient).
 */
export class Identity extends Construct {
  readonly userPool: UserPool;
  readonly domain: UserPoolDomain;
  /** The ID token `iss`; the backend fetches `${issuer}/.well-known/jwks.json`. */
  readonly issuer: string;
  /** Cognito's sign-out endpoint, called with client_id and logout_uri. */
  readonly logoutUrl: string;
  readonly userPoolId: string;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);

    this.userPool = new UserPool(this, "UserPool", {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // A changed e-mail takes effect only once the user proves they own it: until then the
      // pool (and every ID token) keeps the verified one, so nobody can take on someone else's
      // address, their invitations or the creator's rights by typing it in.
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        // `fullname` is Cognito's standard `name` claim, which the backend shows as the first name.
        fullname: { required: true, mutable: true },
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Cognito's own default, stated so the stack shows (and cdk-nag checks) what is enforced.
      passwordPolicy: { minLength: 8, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: true },
      // Managed login (the newer pages) needs the Essentials plan or above.
      featurePlan: FeaturePlan.ESSENTIALS,
      // The users are the product's data: keep them when the stack goes, refuse accidental deletion.
      deletionProtection: true,
    });

    this.domain = this.userPool.addDomain("Domain", {
      cognitoDomain: { domainPrefix: props.domainPrefix },
      managedLoginVersion: ManagedLoginVersion.NEWER_MANAGED_LOGIN,
    });

    this.issuer = `https://${this.userPool.userPoolProviderUrl}`;
    this.userPoolId = this.userPool.userPoolId;
    this.logoutUrl = `${this.domain.baseUrl()}/logout`;
  }
}

export interface SignInClientProps {
  userPool: IUserPool;
  /** The origin users see (`https://<distribution domain>`), where sign-in returns to. */
  publicUrl: string;
}

/** The user pool's web client and its managed login style: they name the site's address, so they live with the site. */
export class SignInClient extends Construct {
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: SignInClientProps) {
    super(scope, id);
    // A public client: the backend runs the code flow with PKCE and holds no secret, the same
    // code path that works against the local provider.
    this.client = new UserPoolClient(this, "WebClient", {
      userPool: props.userPool,
      generateSecret: false,
      authFlows: { userSrp: true },
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`${props.publicUrl}/api/auth/callback`],
        logoutUrls: [`${props.publicUrl}/`],
      },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      // The ID token is checked once at sign-in; the server-side session then lasts a day.
      idTokenValidity: Duration.days(1),
      preventUserExistenceErrors: true,
    });

    // Managed login shows an error page for a client without a style; Cognito's default style is enough.
    new CfnManagedLoginBranding(this, "LoginBranding", {
      userPoolId: props.userPool.userPoolId,
      clientId: this.client.userPoolClientId,
      useCognitoProvidedValues: true,
    });
  }
}

/** Profile deletion deletes the sign-in account: exactly AdminDeleteUser, on this pool only. */
export function grantDeleteAccount(identity: Identity, grantee: Parameters<UserPool["grant"]>[0]) {
  identity.userPool.grant(grantee, "cognito-idp:AdminDeleteUser");
}
