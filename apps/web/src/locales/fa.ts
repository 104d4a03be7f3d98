import { faCore } from './fa-core';
import { faWorkspace } from './fa-workspace';
import { site } from './fa/site';

/**
 * Persian UI strings: the source catalogue, one file per area under fa/. Keys are stable and
 * namespaced; values are ICU messages (plurals, numbers) — sentences are never built by
 * concatenation. Validation and server messages come from @ravan/contract. It is downloaded in
 * three chunks: the core (every screen), the workspace (the panel's areas) and the site (public pages).
 */
export const fa = { ...faCore, ...faWorkspace, ...site } as const;

export type MessageId = keyof typeof fa;
export type Messages = Record<MessageId, string>;
export type CoreMessages = Record<keyof typeof faCore, string>;
export type WorkspaceMessages = Record<keyof typeof faWorkspace, string>;
export type SiteMessages = Record<keyof typeof site, string>;
