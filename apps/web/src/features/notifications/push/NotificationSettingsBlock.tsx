import { type NotificationSettings, PRICE_DROP_MIN_PERCENT } from '@app/contracts';
import { useState } from 'react';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { FormAlert } from '@/components/ui/FormAlert';
import { Loaded } from '@/components/ui/Loaded';
import { useLoad } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-client';
import { PushButton } from './PushButton';
import { fetchNotificationSettings, saveNotificationSettings } from './push-api';

const SETTINGS: Array<{ key: keyof NotificationSettings; label: string; hint: string }> = [
  {
    key: 'push',
    label: 'Push notifications',
    hint: 'Your move, a match found, a turn running out, results and price drops, on the browsers you turned on.',
  },
  {
    key: 'emailDigest',
    label: 'Daily email of games waiting on you and price drops',
    hint: 'At most one a day: when a game has waited on your move for 2 hours, or a price dropped.',
  },
  {
    key: 'deadlineEmail',
    label: 'Email when a turn is about to run out',
    hint: 'When an hour of your turn is left, if no push reaches you or you have not opened the game.',
  },
  {
    key: 'priceDrops',
    label: 'Price drops on your wishlist',
    hint: `When a product you saved gets at least ${PRICE_DROP_MIN_PERCENT} % cheaper. Your own price alerts always tell you.`,
  },
];

/** The settings block of /notifications: this browser's push button and the member's four settings. */
export function NotificationSettingsBlock() {
  const settings = useLoad((signal) => fetchNotificationSettings(signal), []);
  return (
    <section className="notification-settings" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title" className="notification-settings__title">
        How we tell you about your games and prices
      </h2>
      <PushButton />
      <Loaded load={settings} loading="Loading your settings..." failed="Failed to load your settings.">
        {(answer) => <SettingsForm settings={answer} update={settings.update} />}
      </Loaded>
    </section>
  );
}

function SettingsForm({
  settings,
  update,
}: {
  settings: NotificationSettings;
  update: (change: (value: NotificationSettings) => NotificationSettings) => void;
}) {
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // The box follows the click at once (a checkbox that waits for the server looks unclicked meanwhile); a
  // failed save puts the settings back as they were and says so.
  const change = async (key: keyof NotificationSettings, value: boolean) => {
    setSaving(true);
    setAlert(null);
    update(() => ({ ...settings, [key]: value }));
    try {
      const saved = await saveNotificationSettings({ ...settings, [key]: value });
      update(() => saved);
    } catch (error) {
      update(() => settings);
      setAlert(errorMessage(error, 'Failed to save your settings.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <fieldset className="notification-settings__fields" disabled={saving}>
      <legend className="visually-hidden">Notification settings</legend>
      {SETTINGS.map(({ key, label, hint }) => (
        <CheckboxField
          key={key}
          label={label}
          hint={hint}
          checked={settings[key]}
          onChange={(event) => void change(key, event.target.checked)}
        />
      ))}
      <FormAlert text={alert} />
    </fieldset>
  );
}
