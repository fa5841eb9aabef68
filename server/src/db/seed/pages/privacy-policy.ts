import type { PageText } from './page-text.ts';

/** The privacy policy, in every interface language. */
export const PRIVACY_POLICY: PageText = {
  en: {
    title: 'Privacy policy',
    metaDescription: 'How Tracklane handles the data of its customers and the events it tracks for them.',
    content: `# Privacy policy

_Last updated: 1 August 2026_

Tracklane is a server-side conversion tracking service. This policy explains what personal data we handle, why, and what rights you have. Questions can be sent to **support@tracklane.test**.

## Two kinds of data

- **Your account data.** When you use the dashboard, we decide how your data is used and are its controller.
- **Event data.** The conversion events your servers send us are processed **on your behalf**. You are the controller of that data and we act as your processor, following your instructions and our data processing terms.

## What we collect about account holders

- Name, email address, password (stored only as an Argon2id hash), language, time zone and the profile details you choose to add, such as a photo, company or phone number.
- Sign-in and security records: IP address, browser, time of each sign-in and of sensitive changes, so that you and we can spot misuse.
- Billing details needed for invoices. Card payments are handled by our payment provider; we never see or store card numbers.
- The messages you send to our support team.

## Event data we process for you

Events contain what your integration sends, typically the event name, time, value, currency, page address and identifiers that you should hash before sending. We keep events only as long as your plan's retention period (30, 90 or 365 days) and delete them afterwards.

## Why we use the data

- To provide the service you signed up for (performance of a contract).
- To keep accounts secure and prevent fraud (legitimate interest).
- To issue invoices and meet accounting rules (legal obligation).
- To send product news, only if you agree (consent, which you can withdraw at any time).

## Who we share it with

We use carefully chosen providers for hosting, email delivery and payments, bound by data processing agreements. If you sign in with Google, GitHub or Facebook, that provider learns that you use Tracklane. **We never sell personal data.**

## How long we keep it

Account data is kept while your account exists and deleted within 30 days after you close it. Invoices are kept for as long as tax law requires. Security records are kept for up to 12 months.

## Security

All traffic is encrypted with TLS, passwords are hashed, two-factor authentication is available for every account and staff access to data is limited to what their work needs.

## Your rights

You may ask for access to your data, its correction or deletion, a copy in a portable format, restriction of processing, or object to processing based on legitimate interest. You may also complain to your data protection authority. Most details can be changed directly in your profile settings.

## Cookies and local storage

The dashboard stores only what it needs to work: your sign-in session and your language and theme preferences. It uses no advertising or third-party tracking cookies.

## Changes to this policy

When we make important changes, we will tell you by email or in the dashboard before they take effect.
`,
  },
  pl: {
    title: 'Polityka prywatności',
    metaDescription: 'Jak Tracklane przetwarza dane swoich klientów i zdarzenia, które dla nich śledzi.',
    content: `# Polityka prywatności

_Ostatnia aktualizacja: 1 sierpnia 2026 r._

Tracklane to usługa śledzenia konwersji po stronie serwera. Ta polityka wyjaśnia, jakie dane osobowe przetwarzamy, w jakim celu i jakie prawa Ci przysługują. Pytania prosimy kierować na adres **support@tracklane.test**.

## Dwa rodzaje danych

- **Dane Twojego konta.** Gdy korzystasz z panelu, to my decydujemy o sposobie wykorzystania Twoich danych i jesteśmy ich administratorem.
- **Dane zdarzeń.** Zdarzenia konwersji wysyłane przez Twoje serwery przetwarzamy **w Twoim imieniu**. To Ty jesteś ich administratorem, a my działamy jako podmiot przetwarzający, zgodnie z Twoimi poleceniami i umową powierzenia.

## Jakie dane zbieramy o posiadaczach kont

- Imię i nazwisko, adres e-mail, hasło (przechowywane wyłącznie jako skrót Argon2id), język, strefę czasową oraz dane profilu, które zechcesz dodać, np. zdjęcie, firmę lub numer telefonu.
- Zapisy logowań i zdarzeń bezpieczeństwa: adres IP, przeglądarkę, czas każdego logowania i ważnych zmian, aby Ty i my mogli wykryć nadużycia.
- Dane rozliczeniowe potrzebne do wystawienia faktur. Płatności kartą obsługuje nasz operator płatności; nigdy nie widzimy ani nie przechowujemy numerów kart.
- Wiadomości wysyłane do naszego zespołu wsparcia.

## Dane zdarzeń przetwarzane w Twoim imieniu

Zdarzenia zawierają to, co wysyła Twoja integracja, zwykle nazwę zdarzenia, czas, wartość, walutę, adres strony oraz identyfikatory, które przed wysłaniem należy zahaszować. Przechowujemy je tylko przez okres retencji Twojego planu (30, 90 lub 365 dni), a potem usuwamy.

## W jakim celu wykorzystujemy dane

- Aby świadczyć usługę, na którą się zdecydowałeś (wykonanie umowy).
- Aby chronić konta i zapobiegać oszustwom (prawnie uzasadniony interes).
- Aby wystawiać faktury i spełniać wymogi rachunkowe (obowiązek prawny).
- Aby wysyłać informacje o produkcie, wyłącznie za Twoją zgodą, którą możesz w każdej chwili wycofać.

## Komu udostępniamy dane

Korzystamy ze starannie wybranych dostawców hostingu, wysyłki e-maili i płatności, związanych umowami powierzenia. Jeśli logujesz się przez Google, GitHub lub Facebook, ten dostawca dowiaduje się, że korzystasz z Tracklane. **Nigdy nie sprzedajemy danych osobowych.**

## Jak długo przechowujemy dane

Dane konta przechowujemy przez cały czas jego istnienia i usuwamy w ciągu 30 dni od jego zamknięcia. Faktury przechowujemy tak długo, jak wymagają tego przepisy podatkowe. Zapisy bezpieczeństwa przechowujemy do 12 miesięcy.

## Bezpieczeństwo

Cały ruch jest szyfrowany za pomocą TLS, hasła są haszowane, każde konto może włączyć uwierzytelnianie dwuskładnikowe, a dostęp pracowników do danych jest ograniczony do niezbędnego minimum.

## Twoje prawa

Możesz żądać dostępu do swoich danych, ich sprostowania lub usunięcia, kopii w formacie umożliwiającym przeniesienie, ograniczenia przetwarzania, a także wnieść sprzeciw wobec przetwarzania opartego na prawnie uzasadnionym interesie. Przysługuje Ci też prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Większość danych zmienisz samodzielnie w ustawieniach profilu.

## Pliki cookie i pamięć lokalna

Panel zapisuje tylko to, czego potrzebuje do działania: sesję logowania oraz wybrany język i motyw. Nie używa reklamowych ani zewnętrznych plików cookie śledzących.

## Zmiany polityki

O istotnych zmianach poinformujemy Cię e-mailem lub w panelu, zanim wejdą w życie.
`,
  },
  es: {
    title: 'Política de privacidad',
    metaDescription: 'Cómo trata Tracklane los datos de sus clientes y los eventos que registra para ellos.',
    content: `# Política de privacidad

_Última actualización: 1 de agosto de 2026_

Tracklane es un servicio de seguimiento de conversiones del lado del servidor. Esta política explica qué datos personales tratamos, con qué fin y qué derechos tienes. Puedes enviar tus preguntas a **support@tracklane.test**.

## Dos tipos de datos

- **Los datos de tu cuenta.** Cuando usas el panel, decidimos cómo se usan tus datos y somos su responsable.
- **Los datos de eventos.** Los eventos de conversión que envían tus servidores se tratan **por cuenta tuya**. Tú eres el responsable de esos datos y nosotros actuamos como encargado del tratamiento, siguiendo tus instrucciones y nuestro acuerdo de tratamiento de datos.

## Qué recopilamos sobre los titulares de cuentas

- Nombre, dirección de correo, contraseña (guardada solo como hash Argon2id), idioma, zona horaria y los datos de perfil que quieras añadir, como una foto, la empresa o un teléfono.
- Registros de acceso y de seguridad: dirección IP, navegador y hora de cada inicio de sesión y de los cambios importantes, para que tú y nosotros podamos detectar abusos.
- Los datos de facturación necesarios para emitir facturas. Los pagos con tarjeta los gestiona nuestro proveedor de pagos; nunca vemos ni guardamos números de tarjeta.
- Los mensajes que envías a nuestro equipo de soporte.

## Datos de eventos que tratamos por ti

Los eventos contienen lo que envía tu integración, normalmente el nombre del evento, la hora, el valor, la moneda, la dirección de la página e identificadores que deberías cifrar con hash antes de enviarlos. Conservamos los eventos solo durante el periodo de retención de tu plan (30, 90 o 365 días) y después los eliminamos.

## Para qué usamos los datos

- Para prestar el servicio que has contratado (ejecución de un contrato).
- Para proteger las cuentas y prevenir el fraude (interés legítimo).
- Para emitir facturas y cumplir las normas contables (obligación legal).
- Para enviarte novedades del producto, solo si lo aceptas (consentimiento, que puedes retirar en cualquier momento).

## Con quién los compartimos

Trabajamos con proveedores cuidadosamente elegidos de alojamiento, envío de correo y pagos, vinculados por acuerdos de tratamiento de datos. Si inicias sesión con Google, GitHub o Facebook, ese proveedor sabe que usas Tracklane. **Nunca vendemos datos personales.**

## Cuánto tiempo los conservamos

Los datos de la cuenta se conservan mientras exista y se eliminan en los 30 días siguientes a su cierre. Las facturas se conservan el tiempo que exija la normativa fiscal. Los registros de seguridad se guardan hasta 12 meses.

## Seguridad

Todo el tráfico se cifra con TLS, las contraseñas se guardan como hash, cualquier cuenta puede activar la autenticación en dos pasos y el acceso del personal a los datos se limita a lo que su trabajo requiere.

## Tus derechos

Puedes solicitar el acceso a tus datos, su rectificación o supresión, una copia en un formato portátil, la limitación del tratamiento u oponerte al tratamiento basado en el interés legítimo. También puedes presentar una reclamación ante tu autoridad de protección de datos. La mayoría de los datos puedes cambiarlos tú mismo en los ajustes del perfil.

## Cookies y almacenamiento local

El panel solo guarda lo que necesita para funcionar: tu sesión y tus preferencias de idioma y tema. No usa cookies publicitarias ni de seguimiento de terceros.

## Cambios en esta política

Si hacemos cambios importantes, te avisaremos por correo o en el panel antes de que entren en vigor.
`,
  },
  de: {
    title: 'Datenschutzerklärung',
    metaDescription:
      'Wie Tracklane die Daten seiner Kunden und die für sie erfassten Ereignisse verarbeitet.',
    content: `# Datenschutzerklärung

_Zuletzt aktualisiert: 1. August 2026_

Tracklane ist ein Dienst für serverseitiges Conversion-Tracking. Diese Erklärung beschreibt, welche personenbezogenen Daten wir verarbeiten, zu welchem Zweck und welche Rechte Sie haben. Fragen richten Sie bitte an **support@tracklane.test**.

## Zwei Arten von Daten

- **Ihre Kontodaten.** Wenn Sie das Dashboard nutzen, entscheiden wir über die Verwendung Ihrer Daten und sind dafür Verantwortlicher.
- **Ereignisdaten.** Die Conversion-Ereignisse, die Ihre Server uns senden, verarbeiten wir **in Ihrem Auftrag**. Sie sind für diese Daten verantwortlich, wir handeln als Auftragsverarbeiter nach Ihren Weisungen und unserem Auftragsverarbeitungsvertrag.

## Welche Daten wir über Kontoinhaber erheben

- Name, E-Mail-Adresse, Passwort (nur als Argon2id-Hash gespeichert), Sprache, Zeitzone und die Profilangaben, die Sie hinzufügen möchten, etwa ein Foto, Ihr Unternehmen oder eine Telefonnummer.
- Anmelde- und Sicherheitsprotokolle: IP-Adresse, Browser und Zeitpunkt jeder Anmeldung und wichtiger Änderungen, damit Sie und wir Missbrauch erkennen können.
- Rechnungsangaben, die für Rechnungen nötig sind. Kartenzahlungen wickelt unser Zahlungsdienstleister ab; Kartennummern sehen oder speichern wir nie.
- Nachrichten, die Sie an unseren Support senden.

## Ereignisdaten, die wir für Sie verarbeiten

Ereignisse enthalten, was Ihre Integration sendet, typischerweise Ereignisname, Zeitpunkt, Wert, Währung, Seitenadresse und Kennungen, die Sie vor dem Senden hashen sollten. Wir speichern Ereignisse nur für die Aufbewahrungsdauer Ihres Tarifs (30, 90 oder 365 Tage) und löschen sie danach.

## Wozu wir die Daten verwenden

- Um den von Ihnen gebuchten Dienst zu erbringen (Vertragserfüllung).
- Um Konten zu schützen und Betrug zu verhindern (berechtigtes Interesse).
- Um Rechnungen zu stellen und Buchhaltungspflichten zu erfüllen (rechtliche Verpflichtung).
- Um Ihnen Produktneuigkeiten zu senden, nur mit Ihrer Einwilligung, die Sie jederzeit widerrufen können.

## An wen wir Daten weitergeben

Wir arbeiten mit sorgfältig ausgewählten Anbietern für Hosting, E-Mail-Versand und Zahlungen, die an Auftragsverarbeitungsverträge gebunden sind. Wenn Sie sich mit Google, GitHub oder Facebook anmelden, erfährt dieser Anbieter, dass Sie Tracklane nutzen. **Wir verkaufen niemals personenbezogene Daten.**

## Wie lange wir Daten speichern

Kontodaten speichern wir, solange Ihr Konto besteht, und löschen sie innerhalb von 30 Tagen nach der Kündigung. Rechnungen bewahren wir so lange auf, wie es das Steuerrecht verlangt. Sicherheitsprotokolle speichern wir bis zu 12 Monate.

## Sicherheit

Der gesamte Datenverkehr ist mit TLS verschlüsselt, Passwörter werden gehasht, jedes Konto kann die Zwei-Faktor-Authentifizierung aktivieren und Mitarbeitende erhalten nur den Zugriff, den ihre Arbeit erfordert.

## Ihre Rechte

Sie können Auskunft über Ihre Daten, deren Berichtigung oder Löschung, eine Kopie in einem übertragbaren Format und die Einschränkung der Verarbeitung verlangen sowie einer auf berechtigtem Interesse beruhenden Verarbeitung widersprechen. Außerdem können Sie sich bei Ihrer Datenschutzaufsichtsbehörde beschweren. Die meisten Angaben können Sie selbst in den Profileinstellungen ändern.

## Cookies und lokaler Speicher

Das Dashboard speichert nur, was es zum Funktionieren braucht: Ihre Anmeldesitzung sowie Ihre Sprach- und Designeinstellung. Es verwendet keine Werbe- oder Tracking-Cookies Dritter.

## Änderungen dieser Erklärung

Über wesentliche Änderungen informieren wir Sie per E-Mail oder im Dashboard, bevor sie wirksam werden.
`,
  },
  fr: {
    title: 'Politique de confidentialité',
    metaDescription:
      'Comment Tracklane traite les données de ses clients et les événements qu’il suit pour eux.',
    content: `# Politique de confidentialité

_Dernière mise à jour : 1er août 2026_

Tracklane est un service de suivi des conversions côté serveur. Cette politique explique quelles données personnelles nous traitons, pourquoi, et quels sont vos droits. Vous pouvez envoyer vos questions à **support@tracklane.test**.

## Deux types de données

- **Les données de votre compte.** Lorsque vous utilisez le tableau de bord, nous décidons de l’usage de vos données et en sommes le responsable de traitement.
- **Les données d’événements.** Les événements de conversion envoyés par vos serveurs sont traités **pour votre compte**. Vous êtes responsable de ces données et nous agissons en tant que sous-traitant, selon vos instructions et notre accord de traitement des données.

## Ce que nous collectons sur les titulaires de compte

- Nom, adresse e-mail, mot de passe (conservé uniquement sous forme de hachage Argon2id), langue, fuseau horaire et les informations de profil que vous choisissez d’ajouter, comme une photo, votre entreprise ou un numéro de téléphone.
- Les journaux de connexion et de sécurité : adresse IP, navigateur, heure de chaque connexion et des changements importants, afin que vous et nous puissions repérer les abus.
- Les données de facturation nécessaires aux factures. Les paiements par carte sont gérés par notre prestataire de paiement ; nous ne voyons ni ne conservons jamais les numéros de carte.
- Les messages que vous envoyez à notre équipe d’assistance.

## Les données d’événements que nous traitons pour vous

Les événements contiennent ce qu’envoie votre intégration, généralement le nom de l’événement, l’heure, la valeur, la devise, l’adresse de la page et des identifiants que vous devriez hacher avant l’envoi. Nous conservons les événements uniquement pendant la durée de conservation de votre offre (30, 90 ou 365 jours), puis nous les supprimons.

## Pourquoi nous utilisons ces données

- Pour fournir le service auquel vous avez souscrit (exécution du contrat).
- Pour protéger les comptes et prévenir la fraude (intérêt légitime).
- Pour émettre les factures et respecter les règles comptables (obligation légale).
- Pour vous envoyer des nouveautés sur le produit, uniquement avec votre accord (consentement, que vous pouvez retirer à tout moment).

## Avec qui nous les partageons

Nous faisons appel à des prestataires soigneusement choisis pour l’hébergement, l’envoi d’e-mails et les paiements, liés par des accords de traitement des données. Si vous vous connectez avec Google, GitHub ou Facebook, ce fournisseur sait que vous utilisez Tracklane. **Nous ne vendons jamais de données personnelles.**

## Durée de conservation

Les données du compte sont conservées tant que le compte existe et supprimées dans les 30 jours suivant sa fermeture. Les factures sont conservées aussi longtemps que la loi fiscale l’exige. Les journaux de sécurité sont conservés jusqu’à 12 mois.

## Sécurité

Tout le trafic est chiffré par TLS, les mots de passe sont hachés, chaque compte peut activer l’authentification à deux facteurs et l’accès du personnel aux données est limité à ce que son travail exige.

## Vos droits

Vous pouvez demander l’accès à vos données, leur rectification ou leur effacement, une copie dans un format portable, la limitation du traitement, ou vous opposer à un traitement fondé sur l’intérêt légitime. Vous pouvez aussi introduire une réclamation auprès de votre autorité de protection des données. La plupart des informations se modifient directement dans les paramètres de votre profil.

## Cookies et stockage local

Le tableau de bord n’enregistre que ce dont il a besoin pour fonctionner : votre session de connexion et vos préférences de langue et de thème. Il n’utilise aucun cookie publicitaire ni de suivi tiers.

## Modifications de cette politique

En cas de changement important, nous vous prévenons par e-mail ou dans le tableau de bord avant son entrée en vigueur.
`,
  },
};
