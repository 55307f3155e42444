/**
 * A click handler that lets through a single click (MouseEvent.detail 1) and the keyboard (detail 0), and ignores
 * the later clicks of a multi-click (detail 2 and up). A fast reply can put a result's buttons where Submit was
 * before the second click of a double click lands: that click is not the player's choice of what the result offers
 * (docs/wallet.md "One request per action").
 */
export function onSingleClick(handler: () => void): (event: { detail: number }) => void {
  return (event) => {
    if (event.detail > 1) return;
    handler();
  };
}
