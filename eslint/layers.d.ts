import type { ESLint } from "eslint";

/** The layer rules of eslint/layers.js: `boundaries` and `no-cycle`. */
declare const layers: ESLint.Plugin;
export default layers;
export function layerOf(file: string): string;
export function resolveImport(from: string, specifier: string): string | undefined;
