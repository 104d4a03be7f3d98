export { walletRoutes, walletBalances } from './wallet.routes';
export { postToWallet, type LedgerPosting, type PostingResult } from './wallet.service';
export { listAccounts, pageEntries, sumEntries } from './wallet.repository';
export { walletAccounts, walletEntries, type WalletEntryKind } from './wallet.table';
export { ledgerLinesByKeys, type LedgerLine } from './ledger-lines.repository';
