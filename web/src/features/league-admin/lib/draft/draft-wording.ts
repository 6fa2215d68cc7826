import { toasts, type ToastText } from "@shared/messages";

/**
 * The catalogue words the same failures differently on the two screens (product.md §8.4): the dashboard's older
 * messages, the enhanced screen's title/description pairs.
 */
export interface DraftWording {
  simulateFailed: ToastText;
  executeFailed: ToastText;
}

export const DASHBOARD_WORDING: DraftWording = {
  simulateFailed: toasts.simulateFailedOnDashboard,
  executeFailed: toasts.executeFailedOnDashboard,
};

export const ENHANCED_WORDING: DraftWording = {
  simulateFailed: toasts.simulateFailed,
  executeFailed: toasts.executeFailed,
};
