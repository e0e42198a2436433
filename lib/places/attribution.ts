/** Attribution required by the GeoNames licence; render it next to place pickers and maps. */
export const GAZETTEER_ATTRIBUTION = {
  text: "GeoNames",
  url: "https://www.geonames.org/",
  license: "CC BY 4.0",
} as const;
