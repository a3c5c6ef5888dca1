import { ReadingPlanWeeks, type ReadingPlanWeeksProps } from "~/features/reading-plan/reading-plan-weeks";
import { hydrateIsland } from "../hydrate-island";

export const hydrate = (element: HTMLElement, props: ReadingPlanWeeksProps) =>
  hydrateIsland(element, <ReadingPlanWeeks {...props} />);
