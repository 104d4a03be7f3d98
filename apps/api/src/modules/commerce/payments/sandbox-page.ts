import { formatMoney, paymentEndpoints, type Currency, type Locale } from '@ravan/contract';
import { t, type CopyKey } from '../../../copy/t';
import { API_PREFIX } from '../../../lib/route';

const STYLE = `
body{margin:0;font-family:Vazirmatn,system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;background:#f1f5f3;color:#1c2b25}
main{max-width:26rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 .5rem}
p.note{font-size:.875rem;color:#5b6b64;margin:0 0 1.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#5b6b64}dd{margin:0;font-weight:600}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
form{flex:1 1 10rem;margin:0}
button{width:100%;padding:.75rem 1rem;border:0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
button.approve{background:#1f7a4d;color:#fff}
button.decline{background:#e5ece8;color:#1c2b25}
button:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
`;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

export interface SandboxPageInput {
  ref: string;
  paymentId: number;
  amountMinor: bigint;
  currency: Currency;
  merchant: string;
  locale: Locale;
}

/** The sandbox gateway's page: plain HTML forms, no script (the CSP allows none inline). */
export function renderSandboxPage(input: SandboxPageInput): string {
  const text = (key: CopyKey) => escapeHtml(t(input.locale, key));
  const action = `${API_PREFIX}${paymentEndpoints.sandboxDecide.path.replace(':ref', encodeURIComponent(input.ref))}`;
  const button = (decision: 'approve' | 'decline', labelHtml: string) =>
    `<form method="post" action="${escapeHtml(action)}">` +
    `<input type="hidden" name="decision" value="${decision}">` +
    `<button type="submit" class="${decision}">${labelHtml}</button></form>`;
  const paymentNumber = t(input.locale, 'sandbox.payment_value', { id: input.paymentId });
  return `<!doctype html>
<html lang="${input.locale}" dir="${input.locale === 'fa' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text('sandbox.title')}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${text('sandbox.title')}</h1>
<p class="note">${text('sandbox.note')}</p>
<dl>
<dt>${text('sandbox.merchant')}</dt><dd>${escapeHtml(input.merchant)}</dd>
<dt>${text('sandbox.amount')}</dt><dd>${escapeHtml(formatMoney(input.amountMinor, input.currency, input.locale))}</dd>
<dt>${text('sandbox.payment')}</dt><dd>${escapeHtml(paymentNumber)}</dd>
</dl>
<div class="actions">${button('approve', text('sandbox.approve'))}${button('decline', text('sandbox.decline'))}</div>
</main>
</body>
</html>`;
}
