/**
 * The images every instance ships with the web app that a post may name (the background presets,
 * the placeholders), by their path: fixed shapes, so no path can escape the web app's folder.
 */
export const SHIPPED_IMAGE = /^\/(backgrounds\/background-\d{1,2}\.jpg|images\/placeholder-[a-z0-9-]+\.(png|jpg|jpeg|webp|svg))$/;
