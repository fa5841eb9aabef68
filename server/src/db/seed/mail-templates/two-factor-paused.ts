import type { Wordings } from './compose.ts';

/**
 * `auth.two_factor_paused`: the account's password was right but too many two-factor codes were wrong,
 * so two-factor sign-in is paused; the button leads to changing the password.
 */
export const TWO_FACTOR_PAUSED: Wordings = {
  en: {
    name: 'Two-factor sign-in paused',
    subject: 'Sign-in to {{ app_name }} paused after wrong codes',
    intro: [
      'The password of your {{ app_name }} account ({{ email }}) was entered correctly, followed by {{ wrong_codes }} wrong two-factor authentication codes. So that nobody can guess the code, sign-in with two-factor authentication is paused for {{ pause_minutes }} minutes.',
      'The last attempt came from the IP address {{ ip_address }}.',
    ],
    action: 'Change your password',
    outro: [
      'If this was you, there is nothing to do: wait, then sign in again.',
      'If it was not, someone else knows your password: change it now. Changing it signs out every other device.',
    ],
  },
  pl: {
    name: 'Wstrzymane logowanie dwuskładnikowe',
    subject: 'Logowanie do {{ app_name }} wstrzymane po błędnych kodach',
    intro: [
      'Do Twojego konta {{ app_name }} ({{ email }}) podano poprawne hasło, a po nim {{ wrong_codes }} błędnych kodów uwierzytelniania dwuskładnikowego. Aby nikt nie mógł odgadnąć kodu, logowanie z uwierzytelnianiem dwuskładnikowym jest wstrzymane na {{ pause_minutes }} minut.',
      'Ostatnia próba pochodziła z adresu IP {{ ip_address }}.',
    ],
    action: 'Zmień hasło',
    outro: [
      'Jeśli to Ty, nie musisz nic robić: poczekaj i zaloguj się ponownie.',
      'Jeśli nie, ktoś inny zna Twoje hasło: zmień je teraz. Zmiana hasła wyloguje wszystkie inne urządzenia.',
    ],
  },
  es: {
    name: 'Inicio de sesión en dos pasos en pausa',
    subject: 'Inicio de sesión en {{ app_name }} en pausa tras varios códigos incorrectos',
    intro: [
      'Alguien introdujo correctamente la contraseña de tu cuenta de {{ app_name }} ({{ email }}) y después {{ wrong_codes }} códigos de verificación en dos pasos incorrectos. Para que nadie pueda adivinar el código, el inicio de sesión con verificación en dos pasos queda en pausa durante {{ pause_minutes }} minutos.',
      'El último intento llegó desde la dirección IP {{ ip_address }}.',
    ],
    action: 'Cambiar la contraseña',
    outro: [
      'Si fuiste tú, no tienes que hacer nada: espera y vuelve a iniciar sesión.',
      'Si no, otra persona conoce tu contraseña: cámbiala ahora. Al cambiarla se cerrará la sesión en todos los demás dispositivos.',
    ],
  },
  de: {
    name: 'Zwei-Faktor-Anmeldung pausiert',
    subject: 'Anmeldung bei {{ app_name }} nach falschen Codes pausiert',
    intro: [
      'Für Ihr {{ app_name }}-Konto ({{ email }}) wurde das richtige Passwort eingegeben, danach {{ wrong_codes }} falsche Codes der Zwei-Faktor-Authentifizierung. Damit niemand den Code erraten kann, ist die Anmeldung mit Zwei-Faktor-Authentifizierung für {{ pause_minutes }} Minuten pausiert.',
      'Der letzte Versuch kam von der IP-Adresse {{ ip_address }}.',
    ],
    action: 'Passwort ändern',
    outro: [
      'Wenn Sie das waren, müssen Sie nichts tun: Warten Sie und melden Sie sich dann erneut an.',
      'Wenn nicht, kennt jemand anderes Ihr Passwort: Ändern Sie es jetzt. Dabei werden alle anderen Geräte abgemeldet.',
    ],
  },
  fr: {
    name: 'Connexion à deux facteurs suspendue',
    subject: 'Connexion à {{ app_name }} suspendue après des codes erronés',
    intro: [
      'Le mot de passe de votre compte {{ app_name }} ({{ email }}) a été saisi correctement, suivi de {{ wrong_codes }} codes d’authentification à deux facteurs erronés. Pour que personne ne puisse deviner le code, la connexion avec authentification à deux facteurs est suspendue pendant {{ pause_minutes }} minutes.',
      'La dernière tentative venait de l’adresse IP {{ ip_address }}.',
    ],
    action: 'Changer de mot de passe',
    outro: [
      'Si c’était vous, vous n’avez rien à faire : patientez, puis reconnectez-vous.',
      'Sinon, quelqu’un d’autre connaît votre mot de passe : changez-le maintenant. Cela déconnecte tous vos autres appareils.',
    ],
  },
};
