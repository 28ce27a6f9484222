import '@/lib/i18n/screen-messages/room-screens';
import { createContext, memo, useContext, useState, type ReactNode } from 'react';
import { Bidi } from '@/components/ui/bidi';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { DEFAULT_ROOM_IMAGE } from '@/config/business-constants';
import { roomDisplayName, type Room } from '../room';
import { RoomCardRoot } from './room-card-styles';
import { formatMonthlyPrice } from '../format-room';
import { displayLanguageName } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { useRoomDistance, useRoomWeather, type LookupState } from '../use-room-lookups';

/**
 * Whether cards show their photos yet. A grid that paints its cards first says no until every card is in the
 * page; elsewhere photos come with their cards (docs/performance.md#the-room-grid). Only the photos follow a
 * change: the cards themselves do not render again.
 */
export const RoomPhotosShown = createContext(true);

function RoomPhoto({ room, name }: { room: Room; name: string }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const shown = useContext(RoomPhotosShown);
  // The frame keeps the photo's room meanwhile, so nothing moves when it comes.
  if (!shown) return null;
  const source = !failed && room.imageUrl ? room.imageUrl : DEFAULT_ROOM_IMAGE;
  return (
    <img
      className="room-card-photo"
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
        <button
          className="room-card-button"
          data-variant="secondary"
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
        </button>
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
    <RoomCardRoot aria-label={name}>
      <div className="room-card-frame">
        <RoomPhoto room={room} name={name} />
        {/* Exactly 'New', no hidden words: the card's name already says which room it is. */}
        {isNew && (
          <span className="room-card-badge room-card-new" data-tone="success">
            {t('roomNewBadge')}
          </span>
        )}
        {room.pricePerMonth !== null && (
          <span className="room-card-badge room-card-price" data-tone="accent">
            {/* A span may not carry aria-label (it has no role), so the word is hidden text instead. */}
            <span className="visually-hidden">{t('priceLabel')} </span>
            <Bidi dir="auto">{formatMonthlyPrice(room.pricePerMonth)}</Bidi>
          </span>
        )}
      </div>
      <div className="room-card-body">
        <h2 className="room-card-title" title={name}>
          {name}
        </h2>
        {showAddress && (
          // The server's words: isolated, their first letter decides, so a right-to-left page keeps
          // '27 Brudenell Road' in that order and aligned with the lines around it.
          <p className="room-card-line">
            <Bidi dir="auto">{room.address}</Bidi>
          </p>
        )}
        {room.pricePerMonth === null && <p className="room-card-line">{t('priceOnRequest')}</p>}
        {room.description && (
          <p className="room-card-line room-card-description" dir="auto">
            {room.description}
          </p>
        )}
        <dl className="room-card-facts">
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
          <dd className="room-card-spanning">
            <Bidi>{room.postcode ?? '-'}</Bidi>
          </dd>
        </dl>
        {room.languages.length > 0 && (
          <ul className="room-card-languages" aria-label={t('roomLanguages')}>
            {room.languages.map((language) => (
              <li key={language}>
                <span className="room-card-badge" data-tone="info">
                  {displayLanguageName(language)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {renderActions && <div className="room-card-footer">{renderActions(room)}</div>}
      </div>
    </RoomCardRoot>
  );
});
