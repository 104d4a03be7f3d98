export { walletRoutes, walletBalances } from './wallet.routes';
export { postToWallet, type LedgerPosting, type PostingResult } from './wallet.service';
export {
  inviteCreditTotals,
  listAccounts,
  pageEntries,
  paymentIdsWithEntries,
  sumEntries,
} from './wallet.repository';
export type { WalletEntryKind } from './wallet.table';
export { ledgerLinesByKeys, type LedgerLine } from './ledger-lines.repository';
