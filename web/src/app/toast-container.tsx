import { Notifications } from '@mantine/notifications';
import classes from './toasts.module.css';

/** Spec part 1 §9: one toast at a time. Each toast says how long it stays (lib/notify.ts). */
const TOAST_LIMIT = 1;

/**
 * Bottom right, away from the header's bell and user menu; on small screens above the bottom
 * bar (docs/decisions/0044-toasts-and-layout.md).
 */
export default function ToastContainer() {
  return (
    <Notifications
      limit={TOAST_LIMIT}
      autoClose={false}
      position="bottom-right"
      classNames={{ root: classes.toasts }}
    />
  );
}
