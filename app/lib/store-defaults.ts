/**
 * The city and dark store that serve a shopper who has not chosen a location (docs/product/constants.md#store-defaults).
 * A module of its own so the operator CLI can name the default store without loading the location service.
 */
export const DEFAULT_CITY_ID = 1849;
export const DEFAULT_STORE_ID = 31657;
