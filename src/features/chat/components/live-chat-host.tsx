import { Suspense, lazy, useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { liveChatUrlAtom } from '@site/lib/live-chat';
import { liveChatOpenAtom } from '@site/lib/panels';

const LiveChatPanel = lazy(() => import('./live-chat-panel').then((m) => ({ default: m.LiveChatPanel })));

/**
 * The live chat in the page frame (docs/product.md §2). Publishes the liveChatUrl site option of `options`
 * (cms/siteoptionlist) for the phone actions outside the chat feature (src/lib/live-chat.ts), and mounts the
 * panel from its first open on, so its code loads with that open instead of with every page
 * (docs/performance.md: home first-load JS within 180 KB). The panel keeps its frame mounted while closed after that.
 */
export function LiveChatHost({ options }: { options: Record<string, string> }) {
  const open = useAtomValue(liveChatOpenAtom);
  const publishUrl = useSetAtom(liveChatUrlAtom);
  const [everOpened, setEverOpened] = useState(open);
  useEffect(() => publishUrl(options.liveChatUrl), [options.liveChatUrl, publishUrl]);
  // Derived during render (React's pattern for state that follows a prop), as in the panel itself.
  if (open && !everOpened) setEverOpened(true);
  return everOpened ? (
    <Suspense fallback={null}>
      <LiveChatPanel options={options} />
    </Suspense>
  ) : null;
}
