/**
 * Where to go after signing in, kept only when it is a path on this site: "/fa/panel" yes;
 * "//evil.example", "/\evil.example", "https://…" and anything with control characters no
 * (browsers drop tabs and newlines, so "/\t/evil.example" would become "//evil.example").
 */
export function safeAfterLogin(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value;
}
