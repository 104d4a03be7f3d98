import type { Messages } from './fa';
import { enCore } from './en-core';
import { enWorkspace } from './en-workspace';
import { site } from './en/site';

/** English UI strings: each area file is typed by its Persian twin, so a missing key fails the build. */
export const en: Messages = { ...enCore, ...enWorkspace, ...site };
