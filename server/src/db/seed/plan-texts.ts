import type { Locale } from '#locales';

// What the seeded plans and features say, in the five interface languages. English goes on the rows
// themselves (the fallback), the other four into the translation tables (schema/plan-texts.ts).

type InEveryLanguage<T> = Readonly<Record<Locale, T>>;

export interface FeatureText {
  name: string;
  description: string;
}

export const FEATURE_TEXTS = {
  events_per_month: {
    en: {
      name: 'Events per month',
      description: 'Conversion events counted towards the plan each billing period',
    },
    pl: {
      name: 'Zdarzenia miesięcznie',
      description: 'Zdarzenia konwersji wliczane do planu w każdym okresie rozliczeniowym',
    },
    es: {
      name: 'Eventos al mes',
      description: 'Eventos de conversión que cuentan para el plan en cada periodo de facturación',
    },
    de: {
      name: 'Ereignisse pro Monat',
      description: 'Conversion-Ereignisse, die in jedem Abrechnungszeitraum auf den Tarif angerechnet werden',
    },
    fr: {
      name: 'Événements par mois',
      description: 'Événements de conversion décomptés de la formule à chaque période de facturation',
    },
  },
  tracking_domains: {
    en: { name: 'Tracking domains', description: 'First-party subdomains serving tracking' },
    pl: { name: 'Subdomeny śledzące', description: 'Subdomeny Twojej witryny, przez które działa śledzenie' },
    es: { name: 'Subdominios de seguimiento', description: 'Subdominios propios que sirven el seguimiento' },
    de: { name: 'Tracking-Subdomains', description: 'Eigene Subdomains, über die das Tracking läuft' },
    fr: { name: 'Sous-domaines de suivi', description: 'Sous-domaines de votre site qui servent le suivi' },
  },
  services: {
    en: { name: 'Destinations', description: 'Services events are forwarded to, such as Meta or Google' },
    pl: {
      name: 'Miejsca docelowe',
      description: 'Usługi, do których trafiają zdarzenia, na przykład Meta lub Google',
    },
    es: { name: 'Destinos', description: 'Servicios a los que se reenvían los eventos, como Meta o Google' },
    de: {
      name: 'Ziele',
      description: 'Dienste, an die Ereignisse weitergeleitet werden, etwa Meta oder Google',
    },
    fr: {
      name: 'Destinations',
      description: 'Services vers lesquels les événements sont transmis, comme Meta ou Google',
    },
  },
  data_retention_days: {
    en: { name: 'Data retention (days)', description: 'How long events stay searchable' },
    pl: { name: 'Przechowywanie danych (dni)', description: 'Jak długo zdarzenia można przeszukiwać' },
    es: { name: 'Conservación de datos (días)', description: 'Cuánto tiempo se pueden buscar los eventos' },
    de: { name: 'Datenaufbewahrung (Tage)', description: 'Wie lange Ereignisse durchsuchbar bleiben' },
    fr: {
      name: 'Conservation des données (jours)',
      description: 'Durée pendant laquelle les événements restent consultables',
    },
  },
  custom_events: {
    en: { name: 'Custom events', description: 'Send events with names of your own' },
    pl: { name: 'Własne zdarzenia', description: 'Wysyłaj zdarzenia o własnych nazwach' },
    es: { name: 'Eventos personalizados', description: 'Envía eventos con nombres propios' },
    de: { name: 'Eigene Ereignisse', description: 'Ereignisse mit selbst gewählten Namen senden' },
    fr: { name: 'Événements personnalisés', description: 'Envoyez des événements aux noms de votre choix' },
  },
  realtime_analytics: {
    en: { name: 'Real-time analytics', description: 'Watch events arrive minute by minute' },
    pl: { name: 'Analityka na żywo', description: 'Obserwuj napływające zdarzenia minuta po minucie' },
    es: { name: 'Analítica en tiempo real', description: 'Mira cómo llegan los eventos minuto a minuto' },
    de: { name: 'Echtzeit-Analysen', description: 'Ereignisse Minute für Minute eintreffen sehen' },
    fr: {
      name: 'Statistiques en temps réel',
      description: 'Suivez l’arrivée des événements minute par minute',
    },
  },
  analytics_export: {
    en: { name: 'Analytics export', description: 'Download figures as CSV' },
    pl: { name: 'Eksport analityki', description: 'Pobieraj liczby w pliku CSV' },
    es: { name: 'Exportación de analítica', description: 'Descarga las cifras en CSV' },
    de: { name: 'Analyse-Export', description: 'Zahlen als CSV herunterladen' },
    fr: { name: 'Export des statistiques', description: 'Téléchargez les chiffres au format CSV' },
  },
  api_access: {
    en: { name: 'Reporting API', description: 'Read analytics from your own tools' },
    pl: { name: 'API raportów', description: 'Odczytuj analitykę we własnych narzędziach' },
    es: { name: 'API de informes', description: 'Consulta la analítica desde tus propias herramientas' },
    de: { name: 'Reporting-API', description: 'Analysen aus eigenen Tools abrufen' },
    fr: { name: 'API de reporting', description: 'Lisez les statistiques depuis vos propres outils' },
  },
  support_level: {
    en: { name: 'Support', description: 'How we help when something goes wrong' },
    pl: { name: 'Wsparcie', description: 'Jak pomagamy, gdy coś pójdzie nie tak' },
    es: { name: 'Soporte', description: 'Cómo te ayudamos cuando algo falla' },
    de: { name: 'Support', description: 'Wie wir helfen, wenn etwas nicht funktioniert' },
    fr: { name: 'Assistance', description: 'Comment nous vous aidons en cas de problème' },
  },
} satisfies Record<string, InEveryLanguage<FeatureText>>;

export type FeatureSlug = keyof typeof FEATURE_TEXTS;

export interface TierText {
  /** The tier's name; a plan's is the tier's with its interval ("Pro (monthly)"). */
  name: string;
  description: string;
  /** The value of the text feature `support_level`. */
  support: string;
}

export const TIER_TEXTS = {
  starter: {
    en: {
      name: 'Starter',
      description: 'For a first shop or blog: server-side events to one destination pair.',
      support: 'Email',
    },
    pl: {
      name: 'Starter',
      description: 'Na pierwszy sklep lub blog: zdarzenia z serwera do dwóch miejsc docelowych.',
      support: 'E-mail',
    },
    es: {
      name: 'Starter',
      description: 'Para una primera tienda o un blog: eventos desde el servidor a dos destinos.',
      support: 'Correo electrónico',
    },
    de: {
      name: 'Starter',
      description: 'Für den ersten Shop oder Blog: serverseitige Ereignisse an zwei Ziele.',
      support: 'E-Mail',
    },
    fr: {
      name: 'Starter',
      description:
        'Pour une première boutique ou un blog : des événements côté serveur vers deux destinations.',
      support: 'E-mail',
    },
  },
  pro: {
    en: {
      name: 'Pro',
      description: 'For growing stores that send every conversion to every ad platform.',
      support: 'Priority email',
    },
    pl: {
      name: 'Pro',
      description: 'Dla rosnących sklepów, które wysyłają każdą konwersję do każdej platformy reklamowej.',
      support: 'E-mail z pierwszeństwem',
    },
    es: {
      name: 'Pro',
      description:
        'Para tiendas en crecimiento que envían cada conversión a todas sus plataformas publicitarias.',
      support: 'Correo electrónico prioritario',
    },
    de: {
      name: 'Pro',
      description: 'Für wachsende Shops, die jede Conversion an jede Werbeplattform senden.',
      support: 'E-Mail mit Vorrang',
    },
    fr: {
      name: 'Pro',
      description:
        'Pour les boutiques en croissance qui envoient chaque conversion à chaque régie publicitaire.',
      support: 'E-mail prioritaire',
    },
  },
  business: {
    en: {
      name: 'Business',
      description: 'For high-traffic sites and agencies with many destinations.',
      support: 'Dedicated manager',
    },
    pl: {
      name: 'Business',
      description: 'Dla serwisów o dużym ruchu i agencji z wieloma miejscami docelowymi.',
      support: 'Dedykowany opiekun',
    },
    es: {
      name: 'Business',
      description: 'Para sitios con mucho tráfico y agencias con muchos destinos.',
      support: 'Gestor dedicado',
    },
    de: {
      name: 'Business',
      description: 'Für Websites mit viel Traffic und Agenturen mit vielen Zielen.',
      support: 'Persönlicher Ansprechpartner',
    },
    fr: {
      name: 'Business',
      description: 'Pour les sites à fort trafic et les agences aux nombreuses destinations.',
      support: 'Interlocuteur dédié',
    },
  },
} satisfies Record<string, InEveryLanguage<TierText>>;

export type TierKey = keyof typeof TIER_TEXTS;

/** How a plan's name says its billing interval. */
export const INTERVAL_WORDS: InEveryLanguage<Record<'month' | 'year', string>> = {
  en: { month: 'monthly', year: 'yearly' },
  pl: { month: 'miesięcznie', year: 'rocznie' },
  es: { month: 'mensual', year: 'anual' },
  de: { month: 'monatlich', year: 'jährlich' },
  fr: { month: 'mensuel', year: 'annuel' },
};

/** A plan's name in `locale`: the tier's, with its interval ("Pro (miesięcznie)"). */
export const planName = (tier: TierKey, interval: 'month' | 'year', locale: Locale) =>
  `${TIER_TEXTS[tier][locale].name} (${INTERVAL_WORDS[locale][interval]})`;
