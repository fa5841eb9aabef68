import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '#locales';
import type { Database } from '../database.ts';
import { notifications, users } from '../schema/accounts.ts';
import { DEMO_ACCOUNTS } from './demo-users.ts';

interface WelcomeNotification {
  /** Marks the seeded row, so a second seed run adds only what is missing. */
  key: string;
  type: 'info' | 'success' | 'warning' | 'error';
  title: Readonly<Record<Locale, string>>;
  message: Readonly<Record<Locale, string>>;
  actionUrl: string;
  read: boolean;
  /** How long before the seed run it arrived, so the list has an order. */
  minutesAgo: number;
}

const WELCOME: readonly WelcomeNotification[] = [
  {
    key: 'welcome',
    type: 'success',
    title: {
      en: 'Welcome to Tracklane',
      pl: 'Witamy w Tracklane',
      es: 'Te damos la bienvenida a Tracklane',
      de: 'Willkommen bei Tracklane',
      fr: 'Bienvenue sur Tracklane',
    },
    message: {
      en: 'Your account is ready. Add your first domain to start tracking conversions.',
      pl: 'Twoje konto jest gotowe. Dodaj pierwszą domenę, aby zacząć śledzić konwersje.',
      es: 'Tu cuenta está lista. Añade tu primer dominio para empezar a medir conversiones.',
      de: 'Ihr Konto ist bereit. Fügen Sie Ihre erste Domain hinzu, um Conversions zu erfassen.',
      fr: 'Votre compte est prêt. Ajoutez votre premier domaine pour suivre vos conversions.',
    },
    actionUrl: '/domains/add',
    read: false,
    minutesAgo: 5,
  },
  {
    key: 'secure-account',
    type: 'info',
    title: {
      en: 'Protect your account',
      pl: 'Zabezpiecz swoje konto',
      es: 'Protege tu cuenta',
      de: 'Schützen Sie Ihr Konto',
      fr: 'Protégez votre compte',
    },
    message: {
      en: 'Turn on two-factor authentication so a stolen password is not enough to sign in.',
      pl: 'Włącz uwierzytelnianie dwuskładnikowe, aby samo skradzione hasło nie wystarczyło do zalogowania.',
      es: 'Activa la verificación en dos pasos para que una contraseña robada no baste para entrar.',
      de: 'Aktivieren Sie die Zwei-Faktor-Authentifizierung, damit ein gestohlenes Passwort zum Anmelden nicht reicht.',
      fr: 'Activez l’authentification à deux facteurs pour qu’un mot de passe volé ne suffise pas à se connecter.',
    },
    actionUrl: '/settings/two-factor',
    read: false,
    minutesAgo: 4,
  },
  {
    key: 'explore-analytics',
    type: 'info',
    title: {
      en: 'See your conversions',
      pl: 'Zobacz swoje konwersje',
      es: 'Consulta tus conversiones',
      de: 'Sehen Sie Ihre Conversions',
      fr: 'Consultez vos conversions',
    },
    message: {
      en: 'Analytics shows events, revenue and the best-performing domains over any period.',
      pl: 'Analityka pokazuje zdarzenia, przychody i najskuteczniejsze domeny w dowolnym okresie.',
      es: 'La analítica muestra eventos, ingresos y los dominios con mejor rendimiento en cualquier periodo.',
      de: 'Die Analyse zeigt Ereignisse, Umsatz und die erfolgreichsten Domains für jeden Zeitraum.',
      fr: 'L’analytique montre les événements, les revenus et les domaines les plus performants sur toute période.',
    },
    actionUrl: '/analytics',
    read: true,
    minutesAgo: 3,
  },
];

/** A few welcome notifications for each demo account, in every language (see notification-view.ts). */
export async function seedDemoNotifications(db: Database) {
  const demoUsers = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const now = Date.now();
  for (const user of demoUsers) {
    const seeded = await db
      .select({ key: sql<string>`${notifications.data} ->> 'seed'` })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), sql`${notifications.data} ->> 'seed' is not null`));
    const present = new Set(seeded.map((row) => row.key));
    const missing = WELCOME.filter((notification) => !present.has(notification.key));
    if (!missing.length) continue;
    await db.insert(notifications).values(
      missing.map((notification) => {
        const createdAt = new Date(now - notification.minutesAgo * 60_000);
        return {
          userId: user.id,
          type: notification.type,
          title: notification.title.en,
          message: notification.message.en,
          actionUrl: notification.actionUrl,
          data: {
            seed: notification.key,
            translations: { title: notification.title, message: notification.message },
          },
          readAt: notification.read ? createdAt : null,
          createdAt,
        };
      }),
    );
  }
}
