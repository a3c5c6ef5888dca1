/**
 * The church's brand, from the site settings (`brand`): its main and accent colors, the color of
 * links and of the focus ring, and its two font families, chosen from a short list of stacks of
 * fonts the visitor's system already has (nothing is downloaded). Every color the pages, icons,
 * previews, bookmarks and PDFs use is made from these, and each pair a visitor reads is held to
 * WCAG AA contrast before anything is built.
 */
import { fontStacks, type Brand } from "../../content/schema/brand.ts";

/** What the settings may say of the brand; what they leave out is the sample's. */
export type BrandSettings = Partial<Brand>;

/** The brand when the settings give none: the sample church's forest green and cream. */
export const defaultBrand = {
  primary: "#1f4d3a",
  accent: "#e9d8a6",
  link: "#1d5e43",
  focus: "#a34a06",
  bodyFont: "system-sans",
  displayFont: "old-style-serif",
} as const satisfies Required<Brand>;

/** Text and the pages' grounds, which the brand does not change. */
const neutral = { ink: "#1c2420", inkMuted: "#4a5550", paper: "#ffffff", paperWarm: "#f7f3ea" };
/** The focus ring on the main color (the footer, the banners): app/styles/tokens.css. */
const focusOnDark = "#f5d77a";

/** Every color and font of the site, made from the brand. */
export interface BrandTokens {
  primary: string;
  /** The main color darkened, for hover and the footer's ground. */
  primaryStrong: string;
  /** The main color as a pale tint, for soft grounds. */
  primarySoft: string;
  accent: string;
  link: string;
  focus: string;
  ink: string;
  inkMuted: string;
  paper: string;
  paperWarm: string;
  bodyFont: string;
  displayFont: string;
}

/** A #rrggbb color (the only form the settings take) as its red, green and blue. */
const hex = (value: string) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
/** `color` mixed with `with` in the proportion `amount` (0 keeps the color). */
const mix = (color: string, withColor: string, amount: number) => {
  const a = hex(color);
  const b = hex(withColor);
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount));
};

/** The brand's tokens from the settings, the sample's where they say nothing. */
export function brandTokens(settings: BrandSettings = {}): BrandTokens {
  const brand = { ...defaultBrand, ...settings };
  return {
    primary: brand.primary,
    primaryStrong: mix(brand.primary, "#000000", 0.28),
    primarySoft: mix(brand.primary, "#ffffff", 0.88),
    accent: brand.accent,
    link: settings.link ?? (settings.primary ? brand.primary : brand.link),
    focus: brand.focus,
    ...neutral,
    bodyFont: fontStacks[brand.bodyFont],
    displayFont: fontStacks[brand.displayFont],
  };
}

/** WCAG 2.2's relative luminance of an sRGB color. */
function luminance(color: string): number {
  const [r, g, b] = hex(color).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.2's contrast ratio of two colors, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The pairs of the brand a visitor must tell apart: text at 4.5:1 (WCAG AA), the focus ring
 * against what it surrounds at 3:1 (non-text contrast). Each failing pair is named with its ratio.
 */
export function brandProblems(settings: BrandSettings = {}): string[] {
  const t = brandTokens(settings);
  const pairs: [field: string, what: string, fore: string, back: string, needed: number][] = [
    ["primary", "white text on buttons, the header's logo tile and the footer", "#ffffff", t.primary, 4.5],
    ["primary", "headings on the page's white ground", t.primary, t.paper, 4.5],
    ["primary", "headings on the cream ground of page introductions", t.primary, t.paperWarm, 4.5],
    ["primary", "menu text on the pale tint of the main color", t.primaryStrong, t.primarySoft, 4.5],
    ["primary", "the focus ring on the main color", focusOnDark, t.primary, 3],
    ["accent", "the footer's headings on the darkened main color", t.accent, t.primaryStrong, 4.5],
    ["accent", "the notice atop every page, on the accent color", t.primaryStrong, t.accent, 4.5],
    ["link", "links on the page's white ground", t.link, t.paper, 4.5],
    ["link", "links on the cream ground", t.link, t.paperWarm, 4.5],
    ["focus", "the focus ring on the white ground", t.focus, t.paper, 3],
    ["focus", "the focus ring on the cream ground", t.focus, t.paperWarm, 3],
  ];
  return pairs.flatMap(([field, what, fore, back, needed]) => {
    const ratio = contrast(fore, back);
    return ratio >= needed
      ? []
      : [
          `brand.${field}: ${what} (${fore} on ${back}) has a contrast of ${ratio.toFixed(2)}:1, and WCAG AA needs ${needed}:1: choose a ${needed === 3 ? "stronger" : "darker or lighter"} color`,
        ];
  });
}

/** The brand as CSS custom properties of :root, overriding app/styles/tokens.css. */
export function brandCss(tokens: BrandTokens): string {
  const vars = {
    "--color-primary": tokens.primary,
    "--color-primary-strong": tokens.primaryStrong,
    "--color-primary-soft": tokens.primarySoft,
    "--color-accent": tokens.accent,
    "--color-link": tokens.link,
    "--color-focus": tokens.focus,
    "--font-body": tokens.bodyFont,
    "--font-display": tokens.displayFont,
  };
  return `:root{${Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}\n`;
}
