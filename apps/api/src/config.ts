import path from 'node:path';
import { z } from 'zod';
import { PRESESSION_HOLD_MINUTES } from '@ravan/contract';

/** Development and tests only: production refuses to start with it (or without APP_SECRET). */
export const DEVELOPMENT_SECRET = 'ravan-development-secret-never-use-in-production';

/** "true"/"1" on, "false"/"0"/"" off, unset → undefined, so that each flag chooses its own default. */
const flag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

/** Unset and "" both mean "not set", for values a deployment template may leave blank. */
const unsetIfBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const url = () => z.url({ protocol: /^https?$/ });

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

/**
 * Every setting once: the variable, its check, its default and (in `toConfig`) its place in
 * `Config`, whose type is inferred from here. Doc comments on the variables say what they do.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    /** PostgreSQL; unset → embedded PGlite in DATA_DIR. */
    DATABASE_URL: unsetIfBlank(z.url()),
    DATA_DIR: z.string().default('./data'),
    /** An upload that sends nothing for this long is cancelled (408) and its partial file removed. */
    UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** The longest a whole upload may take, however steadily it trickles in. */
    UPLOAD_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
    ADMIN_EMAIL: unsetIfBlank(z.email()),
    ADMIN_PASSWORD: unsetIfBlank(z.string().min(8)),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Comma-separated addresses or CIDRs of proxies whose X-Forwarded-For is believed. */
    TRUST_PROXY: z.string().default(''),
    /** Folder of the built web app; served with history fallback when it exists. */
    WEB_DIST: z.string().optional(),
    /**
     * The site's address: every link the server sends (reset links, gateway returns) starts with it
     * or with a registered platform domain, never with the request's Host. Required in production.
     */
    PUBLIC_URL: unsetIfBlank(url()),
    /** Seed demo data into an empty database (default: on, except in production). */
    SEED_DEMO: flag,
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** Key for HMACs of one-time codes and signed callbacks; shared by every instance. */
    APP_SECRET: unsetIfBlank(z.string().min(32)),
    SMTP_URL: unsetIfBlank(z.url()),
    MAIL_FROM: z.string().default('Ravan <no-reply@ravan.local>'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
    GOOGLE_AUTH_URL: url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_JWKS_URL: url().default('https://www.googleapis.com/oauth2/v3/certs'),
    FIREBASE_PROJECT_ID: z.string().optional(),
    FIREBASE_JWKS_URL: url().default(
      'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    ),
    TELEGRAM_BOT_TOKEN: z.string().optional(),
    /** Generated meeting rooms live under this Jitsi-style base URL (one unguessable room per session). */
    MEETING_BASE_URL: url().default('https://meet.jit.si'),
    /** Background jobs (reminders, releasing fixed slots) in this process (default on). Tests run them by hand. */
    JOBS_ENABLED: flag,
    /** A clock that browser tests may move forward (POST /dev/clock). Refused in production. */
    DEV_CLOCK: flag,
    /** How long a reserved evaluation slot is held for the client (minutes, by the app's clock). */
    PRESESSION_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(60)
      .default(PRESESSION_HOLD_MINUTES),
    /** Support's WhatsApp number (international, digits only): where clients ask for a time. */
    SUPPORT_WHATSAPP_NUMBER: z
      .string()
      .regex(/^[0-9]{6,15}$/, 'must be digits only, in international form')
      .default('989120000000'),
    /** OpenAPI UI at /api/docs and the JSON at /api/v1/openapi.json (default: on, except in production). */
    API_DOCS: flag,
    /**
     * The built-in sandbox gateway (approve/decline page): anyone holding its page may approve, so
     * it is on by default outside production and refused in production.
     */
    PAYMENTS_SANDBOX: flag,
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Where the Stripe SDK sends requests (tests: a local server), e.g. http://127.0.0.1:12111 */
    STRIPE_API_BASE: unsetIfBlank(url()),
    ZARINPAL_MERCHANT_ID: z.string().optional(),
    ZARINPAL_API_BASE: url().default('https://payment.zarinpal.com'),
    /** GET /metrics (Prometheus) answers only `Authorization: Bearer <this>`; unset → no /metrics. */
    METRICS_TOKEN: unsetIfBlank(z.string().min(16)),
  })
  .superRefine((env, ctx) => {
    const refuse = (variable: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [variable], message });
    if (env.NODE_ENV === 'production') {
      if (!env.APP_SECRET) refuse('APP_SECRET', 'is required in production (32+ characters)');
      if (env.APP_SECRET === DEVELOPMENT_SECRET)
        refuse('APP_SECRET', 'is the development secret from the source; set a secret of your own');
      if (!env.PUBLIC_URL)
        refuse('PUBLIC_URL', 'is required in production (the address links in messages point to)');
      if (env.PAYMENTS_SANDBOX) refuse('PAYMENTS_SANDBOX', 'cannot be on in production');
      if (env.DEV_CLOCK) refuse('DEV_CLOCK', 'cannot be on in production');
    }
    if (env.ADMIN_EMAIL !== undefined && env.ADMIN_PASSWORD === undefined)
      refuse('ADMIN_PASSWORD', 'must be set when ADMIN_EMAIL is');
    if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_EMAIL === undefined)
      refuse('ADMIN_EMAIL', 'must be set when ADMIN_PASSWORD is');
  });

type Env = z.output<typeof envSchema>;

/** The parsed settings, grouped as the code uses them. */
function toConfig(env: Env) {
  const production = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    /** Time-outs of multipart uploads (receipts): idle and whole-body, in milliseconds. */
    uploads: {
      idleTimeoutMs: env.UPLOAD_IDLE_TIMEOUT_MS,
      bodyTimeoutMs: env.UPLOAD_BODY_TIMEOUT_MS,
    },
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    /** As configured, without a trailing slash; links are built by lib/public-url.ts. */
    publicUrl: env.PUBLIC_URL === undefined ? undefined : withoutTrailingSlash(env.PUBLIC_URL),
    seedDemo: env.SEED_DEMO ?? !production,
    dbPoolSize: env.DB_POOL_SIZE,
    appSecret: env.APP_SECRET ?? DEVELOPMENT_SECRET,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER,
            authUrl: env.GOOGLE_AUTH_URL,
            tokenUrl: env.GOOGLE_TOKEN_URL,
            jwksUrl: env.GOOGLE_JWKS_URL,
          }
        : undefined,
    firebase: env.FIREBASE_PROJECT_ID
      ? { projectId: env.FIREBASE_PROJECT_ID, jwksUrl: env.FIREBASE_JWKS_URL }
      : undefined,
    telegramBotToken: env.TELEGRAM_BOT_TOKEN || undefined,
    meetingBaseUrl: withoutTrailingSlash(env.MEETING_BASE_URL),
    jobsEnabled: env.JOBS_ENABLED ?? true,
    metricsToken: env.METRICS_TOKEN,
    devClock: env.DEV_CLOCK ?? false,
    presessionHoldMinutes: env.PRESESSION_HOLD_MINUTES,
    supportWhatsappUrl: `https://wa.me/${env.SUPPORT_WHATSAPP_NUMBER}`,
    apiDocs: env.API_DOCS ?? !production,
    payments: {
      sandbox: env.PAYMENTS_SANDBOX ?? !production,
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiBase: env.STRIPE_API_BASE,
            }
          : undefined,
      zarinpal: env.ZARINPAL_MERCHANT_ID
        ? {
            merchantId: env.ZARINPAL_MERCHANT_ID,
            apiBase: withoutTrailingSlash(env.ZARINPAL_API_BASE),
          }
        : undefined,
    },
  };
}

export type Config = ReturnType<typeof toConfig>;

/**
 * A sentence for what is wrong with one variable, e.g. "must be at least 32 characters". The
 * contract's global zod messages are translation keys for users; an operator reads these.
 */
function describeIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? `must be at least ${String(issue.minimum)} characters`
        : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    case 'invalid_format':
      if (issue.format === 'url') return 'must be a full URL, such as https://example.com';
      if (issue.format === 'email') return 'must be an email address';
      return `must be a valid ${issue.format}`;
    case 'invalid_value':
      return `must be one of ${issue.values.join(', ')}`;
    case 'invalid_union':
      return 'has a value that is not accepted';
    case 'invalid_type':
      return issue.expected === 'int' || issue.expected === 'number'
        ? 'must be a whole number'
        : `must be a ${issue.expected}`;
    default:
      return issue.message ?? 'is not valid';
  }
}

/** Parses the environment once. Invalid settings stop the process with one sentence each. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source, { error: describeIssue });
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.map(String).join('.')} ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}
