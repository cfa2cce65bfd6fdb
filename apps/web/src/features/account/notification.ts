/** The notification popup (spec §4 Account area): shown with a message, closed by its close action. */
export interface NotificationState {
  visible: boolean;
  message: string;
  /** Rises with every show, so the same message shown twice restarts its auto-hide timer. */
  serial: number;
}

export type NotificationAction = { type: 'show'; message: string } | { type: 'close' };

export const initialNotification: NotificationState = { visible: false, message: '', serial: 0 };

export function notificationReducer(state: NotificationState, action: NotificationAction): NotificationState {
  switch (action.type) {
    case 'show':
      return { visible: true, message: action.message, serial: state.serial + 1 };
    case 'close':
      return state.visible ? { ...state, visible: false } : state;
  }
}
