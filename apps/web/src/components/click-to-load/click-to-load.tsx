import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './click-to-load.css';

interface ClickToLoadProps {
  /** The platform's name as its owner writes it (Twitch, YouTube, Kick). */
  provider: string;
  /** The player's address, asked for only once the visitor presses the button. */
  src: string;
  /** The frame's accessible name: whose player it is. */
  title: string;
  className?: string;
}

/**
 * A platform's player behind a button: until it is pressed the page holds no frame, so the
 * platform learns nothing of a visit that does not want it. The box keeps its size either way,
 * so nothing around it moves once the player loads.
 */
export function ClickToLoad({ provider, src, title, className = '' }: ClickToLoadProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  // The button is gone once pressed: focus stays with the player's box, not at the top of the page.
  useEffect(() => {
    if (loaded && document.activeElement === document.body) box.current?.focus({ preventScroll: true });
  }, [loaded]);

  return (
    <div ref={box} className={`player-box click-to-load ${className}`} tabIndex={loaded ? -1 : undefined}>
      {loaded ? (
        <iframe
          className="click-to-load__frame"
          src={src}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className="player-box__placeholder">
          <p>{t('clickToLoad.privacy', { provider })}</p>
          <button type="button" className="button button--primary" onClick={() => setLoaded(true)}>
            {t('clickToLoad.load', { provider })}
          </button>
        </div>
      )}
    </div>
  );
}
