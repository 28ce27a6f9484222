import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface PanelToggleProps {
  shown: boolean;
  panelId: string;
  onToggle: (update: (shown: boolean) => boolean) => void;
  children: ReactNode;
}

/** A button that shows or hides one of Home's embedded lists, and says which and whether it is open. */
export function PanelToggle({ shown, panelId, onToggle, children }: PanelToggleProps) {
  return (
    <Button
      type="button"
      variant={shown ? 'primary' : 'secondary'}
      aria-expanded={shown}
      aria-controls={panelId}
      onClick={() => onToggle((isShown) => !isShown)}
    >
      {children}
    </Button>
  );
}
