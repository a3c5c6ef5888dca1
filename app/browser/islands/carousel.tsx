import { Carousel, type CarouselProps } from "~/components/ui/carousel";
import { hydrateIsland } from "../hydrate-island";

export const hydrate = (element: HTMLElement, props: CarouselProps) => hydrateIsland(element, <Carousel {...props} />);
