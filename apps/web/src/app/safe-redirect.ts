/** Only same-site paths may be followed after login: "/fa/panel/x" yes; "//evil.test", "https://…" no. */
export function safeAfterLogin(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return null;
  return target;
}
