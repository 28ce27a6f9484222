// SLOT: the demo build's List a new room button (docs/saved-searches.md#demo-and-qa) goes here, from
// src/features/demo/list-new-room-button.tsx, loaded the way demo-panel-slot.tsx loads the panel so a
// real-backend build drops it. Empty until that button exists.

/** The demo build's List a new room, pressable without opening the demo panel; nothing against a real backend. */
export function DemoListNewRoom() {
  return null;
}
