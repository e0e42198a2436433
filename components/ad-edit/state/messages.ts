// The message namespaces the edit screen's islands need (components/i18n/client-messages.tsx).
export const EDIT_MESSAGES = [
  "editAd",
  "archiveDialog",
  "adminArchive",
  // the seller's archive asks why the ad ends (issue 32)
  "endReasons",
  "common",
  "enums",
  "createAd.errors",
  // the warnings beside a price, fuel or VIN (lib/ads/warnings.ts)
  "createAd.warnings",
  "createAd.titleCounter",
  "createAdWizard.photos",
  "createAdWizard.carData",
  "searchForm.noResults",
  "searchForm.close",
  "sellerProfileForm.locationPlaceholder",
  "sellerProfileForm.locationNone",
  // the price dialog's market range (components/price-rating/market-range.tsx)
  "marketRange",
  "priceRating.label",
  "priceRating.reason",
  // an expired STK in the parameter list, worded as the ad page's (components/ad-detail/use-spec-format.ts)
  "adDetail.stkExpired",
];
