import '@/lib/i18n/screen-messages/room-screens';
import { memo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Bidi } from '@/components/ui/bidi';
import { InlineButton } from '@/components/ui/button';
import { Card, MutedLine } from '@/components/ui/layout';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { DEFAULT_ROOM_IMAGE } from '@/config/business-constants';
import { roomDisplayName, type Room } from '../room';
import { NARROW_CARD_BODY_PX } from './room-card-size';
import { formatMonthlyPrice } from '../format-room';
import { displayLanguageName } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { useRoomDistance, useRoomWeather, type LookupState } from '../use-room-lookups';
import { CARD_PADDING_PX, color, space } from '@/config/design-tokens';

const ImageFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  background: ${color.surfaceMuted};
`;

const RoomImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const PriceBadge = styled(Badge).attrs({ tone: 'accent' })`
  position: absolute;
  top: ${space(3)};
  inset-inline-end: ${space(3)};
  font-size: 0.9375rem;
  padding: 4px ${space(3)};
`;

// Over the photo's start corner, as the price is over its end: the card keeps its size (room-card-size.ts).
const NewBadge = styled(Badge).attrs({ tone: 'success' })`
  position: absolute;
  top: ${space(3)};
  inset-inline-start: ${space(3)};
`;

const Body = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${CARD_PADDING_PX}px;
  flex: 1;
`;

// An h2: the nearest heading above it is the page's h1, and heading levels should not skip one.
const Title = styled.h2`
  font-size: 1.125rem;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

// The container query: a narrow card (a phone, or three columns at 1024 px) would squeeze a value such as 'Lat: 51.5074, Lng:
// -0.1278' between its label and its button, a word per line: the buttons go under their values instead.
/** The backend's own words about the room, three lines at most: the card stays scannable. */
const Description = styled(MutedLine)`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${space(2)} ${space(2)};
  font-size: 0.9375rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    min-width: 0;
    color: ${color.textMuted};
  }
  dd:has(> button) {
    justify-self: end;
  }
  @container (max-width: ${NARROW_CARD_BODY_PX}px) {
    grid-template-columns: auto 1fr;
    dd:has(> button) {
      grid-column: 2;
      justify-self: start;
    }
  }
`;

const SpanningValue = styled.dd`
  grid-column: span 2;
  @container (max-width: ${NARROW_CARD_BODY_PX}px) {
    grid-column: auto;
  }
`;

const Languages = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${space(2)};
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

function RoomPhoto({ room, name }: { room: Room; name: string }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const source = !failed && room.imageUrl ? room.imageUrl : DEFAULT_ROOM_IMAGE;
  return (
    <RoomImage
      src={source}
      alt={source === DEFAULT_ROOM_IMAGE ? t('roomNoPhoto', { name }) : t('roomPhoto', { name })}
      width={640}
      height={400}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

interface LookupFactProps {
  label: string;
  lookup: LookupState;
  buttonText: string;
  buttonLabel: string;
  disabled?: boolean;
}

/** One look-up row of the card: its value, announced when it changes, and the button that asks again. */
function LookupFact({ label, lookup, buttonText, buttonLabel, disabled = false }: LookupFactProps) {
  // The button is disabled while it loads; keyboard focus comes back to it afterwards.
  const { ref, rememberFocus } = useReturnFocus<HTMLButtonElement>(lookup.isLoading);
  return (
    <>
      <dt>{label}</dt>
      <dd aria-live="polite">
        <Bidi dir="auto">{lookup.text}</Bidi>
      </dd>
      <dd>
        <InlineButton
          ref={ref}
          type="button"
          onClick={() => {
            rememberFocus();
            lookup.refresh();
          }}
          disabled={lookup.isLoading || disabled}
          aria-label={buttonLabel}
        >
          {buttonText}
        </InlineButton>
      </dd>
    </>
  );
}

interface RoomCardProps {
  room: Room;
  /** The application status and action, supplied by whoever composes the card with applications. */
  renderActions?: ((room: Room) => ReactNode) | undefined;
  /** First seen since the opened saved search was last opened (docs/saved-searches.md#new-rooms). */
  isNew?: boolean | undefined;
}

export const RoomCard = memo(function RoomCard({ room, renderActions, isNew = false }: RoomCardProps) {
  const t = useT();
  const name = roomDisplayName(room);
  const weather = useRoomWeather(room.postcode);
  const distance = useRoomDistance(room.id);
  const showAddress = room.address !== null && room.address !== name;

  return (
    <Card aria-label={name}>
      <ImageFrame>
        <RoomPhoto room={room} name={name} />
        {/* Exactly 'New', no hidden words: the card's name already says which room it is. */}
        {isNew && <NewBadge>{t('roomNewBadge')}</NewBadge>}
        {room.pricePerMonth !== null && (
          <PriceBadge>
            {/* A span may not carry aria-label (it has no role), so the word is hidden text instead. */}
            <span className="visually-hidden">{t('priceLabel')} </span>
            <Bidi dir="auto">{formatMonthlyPrice(room.pricePerMonth)}</Bidi>
          </PriceBadge>
        )}
      </ImageFrame>
      <Body>
        <Title title={name}>{name}</Title>
        {showAddress && <MutedLine>{room.address}</MutedLine>}
        {room.pricePerMonth === null && <MutedLine>{t('priceOnRequest')}</MutedLine>}
        {room.description && <Description dir="auto">{room.description}</Description>}
        <Facts>
          <LookupFact
            label={t('weatherLabel')}
            lookup={weather}
            buttonText={t('getWeather')}
            buttonLabel={t('getWeatherFor', { name })}
            disabled={room.postcode === null}
          />
          <LookupFact
            label={t('distanceLabel')}
            lookup={distance}
            buttonText={t('refresh')}
            buttonLabel={t('refreshDistanceFor', { name })}
          />
          <dt>{t('postcodeLabel')}</dt>
          <SpanningValue>
            <Bidi>{room.postcode ?? '-'}</Bidi>
          </SpanningValue>
        </Facts>
        {room.languages.length > 0 && (
          <Languages aria-label={t('roomLanguages')}>
            {room.languages.map((language) => (
              <li key={language}>
                <Badge tone="info">{displayLanguageName(language)}</Badge>
              </li>
            ))}
          </Languages>
        )}
        {renderActions && <Footer>{renderActions(room)}</Footer>}
      </Body>
    </Card>
  );
});
