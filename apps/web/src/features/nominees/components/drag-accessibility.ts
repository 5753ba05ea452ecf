import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { BackstageNominee } from '@awards/contracts';

/**
 * What a screen reader hears while a nominee is moved, in the language shown: dnd-kit's own
 * words are English and name items by their ids, so each moment is told with the nickname and
 * its place ("position 2 of 5") instead.
 */
export function useDragAccessibility(nominees: readonly BackstageNominee[]): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation('nominees');
  // A pick-up is at once "over" its own place: that first report would only repeat the pick-up.
  const pickedUp = useRef(false);
  return useMemo(() => {
    const total = nominees.length;
    const nickname = (id: UniqueIdentifier) => nominees.find((nominee) => nominee.id === id)?.nickname ?? '';
    const position = (id: UniqueIdentifier) => nominees.findIndex((nominee) => nominee.id === id) + 1;
    return {
      screenReaderInstructions: { draggable: t('drag.instructions') },
      announcements: {
        onDragStart: ({ active }) => {
          pickedUp.current = true;
          return t('drag.picked', { nickname: nickname(active.id), position: position(active.id), total });
        },
        onDragOver: ({ active, over }) => {
          if (pickedUp.current && over?.id === active.id) return undefined;
          pickedUp.current = false;
          return over ? t('drag.over', { nickname: nickname(active.id), position: position(over.id), total }) : undefined;
        },
        onDragEnd: ({ active, over }) =>
          over ? t('drag.dropped', { nickname: nickname(active.id), position: position(over.id), total }) : t('drag.cancelled', { nickname: nickname(active.id), position: position(active.id), total }),
        onDragCancel: ({ active }) => t('drag.cancelled', { nickname: nickname(active.id), position: position(active.id), total }),
      },
    };
  }, [nominees, t]);
}
