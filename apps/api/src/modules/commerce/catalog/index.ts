export { catalogRoutes } from './catalog.routes';
export { catalogAdminRoutes } from './catalog-admin.routes';
export { findPricedPackages, isActivePackage, type PricedPackage } from './catalog.repository';
export { packageTitle, currencyInUse } from './catalog.service';
export { packages, packagePrices, packageKinds, type PackageKind } from './packages.table';
export { exchangeRates } from './exchange-rates.table';
