import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderStatic } from "../../test-setup";
import { SiteHeader, type SiteHeaderProps } from "./site-header";
import { testNavigation } from "./test-navigation";

const shell = (search?: string): SiteHeaderProps["shell"] => ({
  church: {
    name: "Riverbend Chapel",
    shortName: "Riverbend",
    tagline: "A chapel.",
    origin: "https://riverbend.example",
  },
  flashBanner: { content: [], showUntil: undefined },
  navigation: testNavigation,
  logo: { width: 300, height: 100, avif: "", webp: "", fallback: "/logo.png" },
  live: [],
  search,
});

describe("the site header", () => {
  it("leads to the church's search page, at its own address", () => {
    renderStatic(<SiteHeader shell={shell("/find")} />);
    expect(screen.getByRole("link", { name: "Search" })).toHaveAttribute("href", "/find");
  });

  it("offers no search to a church without a search page", () => {
    renderStatic(<SiteHeader shell={shell()} />);
    expect(screen.queryByRole("link", { name: "Search" })).toBeNull();
  });
});
