import type { GenerationToast } from '../../lib/generation-errors';
import { toast } from '../../lib/toast';

/** Shows a refusal or failure (spec 02 §8); its action button goes where the server pointed. */
export function showGenerationToast(item: GenerationToast, go: (href: string) => void): void {
  const { action, ...rest } = item;
  toast({
    ...rest,
    ...(action
      ? {
          action: {
            label: action.label,
            altText: `${action.label} on the subscription page`,
            onClick: () => go(action.href),
          },
        }
      : {}),
  });
}
