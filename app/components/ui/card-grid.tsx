import type { CardView } from "~/lib/card-view";
import { untilAttributes } from "~/lib/notices";
import { videoPageUrl } from "~/lib/video";
import { ExternalEmbed } from "./external-embed";
import { ResponsivePicture } from "./responsive-picture";
import styles from "./card-grid.module.css";

/** Props of {@link CardGrid}. */
export interface CardGridProps {
  cards: CardView[];
  /** The level of each card's heading, one below the heading the grid sits under. */
  headingLevel: 2 | 3;
  /** The last day of sign-ups for the whole grid (a season's); the Register links go after it. */
  signUpUntil?: string;
}

/** Cards in rows of three on a laptop, two on a tablet and one on a phone. */
export function CardGrid({ cards, headingLevel, signUpUntil }: CardGridProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card} {...untilAttributes(card)}>
          {card.image && (
            <ResponsivePicture
              image={card.image.picture}
              alt={card.image.alt}
              sizes="(min-width: 1232px) 24rem, (min-width: 992px) 31vw, (min-width: 576px) 46vw, 100vw"
              className={styles.image}
            />
          )}
          {card.videoUrl && (
            <ExternalEmbed
              src={card.videoUrl}
              title={`Video: ${card.title}`}
              link={{ href: videoPageUrl(card.videoUrl), label: `Watch the ${card.title} video` }}
              kind="video"
              frameClassName={styles.video}
            />
          )}
          <div className={styles.body}>
            <Heading className={styles.title}>{card.title}</Heading>
            <p>{card.description}</p>
            {card.additionalInfo && <p className={styles.info}>{card.additionalInfo}</p>}
            {card.signUpUrl && (
              // The button says nothing a search result should quote.
              <p className={styles.action} {...untilAttributes({ showUntil: signUpUntil })} data-search-skip>
                <a className="button" href={card.signUpUrl}>
                  Register <span className="visually-hidden">for {card.title}</span>
                </a>
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
