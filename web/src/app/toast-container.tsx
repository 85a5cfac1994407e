import { Notifications } from '@mantine/notifications';

/** Spec part 1 §9: one toast at a time, kept until dismissed (1,000,000 ms). */
const TOAST_LIMIT = 1;
const TOAST_AUTO_CLOSE_MS = 1_000_000;

export default function ToastContainer() {
  return <Notifications limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />;
}
