/**
 * A Tamil area catalog has exactly the keys of its English one (`satisfies AreaCatalog<typeof en>`):
 * a key missing in Tamil does not compile, and neither does one English lacks (excess property).
 */
export type AreaCatalog<T> = { readonly [K in keyof T]: string };
