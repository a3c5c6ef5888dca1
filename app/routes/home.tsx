import { HomeSections } from "~/features/home/home-sections";
import { serviceTimesData } from "~/features/home/service-times-data";
import { getContent } from "~/lib/content.server";
import { imageFor } from "~/lib/image-manifest.server";
import { absoluteUrl, pageData } from "~/lib/page-data.server";
import { previewImagePath } from "~/lib/preview-image";
import { churchJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  const { siteConfig, home } = getContent();
  const church = churchJsonLd(siteConfig, {
    logo: absoluteUrl(imageFor(siteConfig.logo).fallback),
    image: absoluteUrl(previewImagePath("/")),
  });
  const { page, meta } = pageData(request, { jsonLd: [church] });
  return {
    page,
    meta,
    sections: siteConfig.pageSections,
    slides: siteConfig.carouselItems.map(({ imgSrc, ...item }) => ({ ...item, image: imageFor(imgSrc) })),
    purpose: home.purpose,
    involved: home.involved,
    services: serviceTimesData(siteConfig, home.services),
  };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, meta: _meta, ...sections } = loaderData;
  return (
    <>
      <h1 className="visually-hidden">{`${loaderData.services.churchName}: ${page.intro[0]}`}</h1>
      <HomeSections {...sections} />
    </>
  );
}
