import { defineTexts } from '../../../i18n/define';

/** Texts of the security settings screen (/sys/safemanage/setting). */
export const safeText = defineTexts(
  {
    signIn: '登录保护',
    maxFailures: '登录失败锁定次数',
    maxFailuresHint: '同一账号或同一 IP 地址连续登录失败达到此次数后锁定（{min}～{max} 次）',
    lockMinutes: '锁定时长',
    lockTip: '锁定有时效：到时自动解锁（{min}～{max} 分钟）。被锁定的 IP 可在“访问IP”里提前解除',
    times: '次',
    minutes: '分钟',
    captcha: '人机验证',
    captchaAfter: '登录失败后验证',
    captchaAlways: '每次登录都验证',
    captchaAfterFailures: '失败几次后验证',
    captchaAfterHint:
      '同一账号或同一 IP 地址 15 分钟内失败达到此次数后，登录须先完成人机验证（{min}～{max} 次）',
    session: '会话',
    idleMinutes: '无操作自动退出',
    idleHint: '超过这么久没有任何操作的登录将自动退出（{min}～{max} 分钟）',
    ipAllow: 'IP 白名单',
    ipAllowOn: '开启白名单',
    ipAllowOnHint: '开启后，只有下列地址可以登录和访问本店铺的后台；其他地址的登录会被立即拒绝',
    ipAllowList: '允许的地址',
    ipAllowListHint:
      '每行一个：IPv4 或 IPv6 地址，或网段（如 203.0.113.8、192.168.1.0/24、2001:db8::/32），最多 {max} 个',
    yourIp: '您当前的 IP 地址：{ip}',
    addYourIp: '加入白名单',
    yourIpListed: '已在列表中',
    selfWarning: '开启前请确认列表中包含您当前的地址 {ip}，否则保存会被拒绝',
    tooMany: '允许的地址最多 {max} 个，现有 {count} 个',
    emptyList: '开启白名单时请至少填写一个地址',
    updatedAt: '上次保存：{time}',
    neverSaved: '尚未保存过，当前为默认设置',
  },
  {
    en: {
      signIn: 'Sign-in protection',
      maxFailures: 'Failed sign-ins before lock',
      maxFailuresHint:
        'An account or an address is locked after this many failed sign-ins in a row ({min} to {max})',
      lockMinutes: 'Lock time',
      lockTip:
        'Locks are time-limited: they lift by themselves ({min} to {max} minutes). A locked address can be released early under Access IPs',
      times: 'times',
      minutes: 'minutes',
      captcha: 'Robot check',
      captchaAfter: 'After failed sign-ins',
      captchaAlways: 'On every sign-in',
      captchaAfterFailures: 'Check after failures',
      captchaAfterHint:
        'After this many failures of an account or an address within 15 minutes, signing in needs a robot check first ({min} to {max})',
      session: 'Sessions',
      idleMinutes: 'Idle sign-out',
      idleHint: 'A sign-in without any activity for this long is signed out ({min} to {max} minutes)',
      ipAllow: 'IP allow list',
      ipAllowOn: 'Use the allow list',
      ipAllowOnHint:
        'When on, only the addresses below may sign in to and use this store’s console; sign-ins from anywhere else are refused at once',
      ipAllowList: 'Allowed addresses',
      ipAllowListHint:
        'One per line: an IPv4 or IPv6 address, or a range (such as 203.0.113.8, 192.168.1.0/24, 2001:db8::/32); at most {max}',
      yourIp: 'Your current address: {ip}',
      addYourIp: 'Add it',
      yourIpListed: 'Already listed',
      selfWarning:
        'Before turning it on, make sure the list holds your current address {ip}, or the save is refused',
      tooMany: 'At most {max} allowed addresses; there are {count}',
      emptyList: 'Give at least one address when the allow list is on',
      updatedAt: 'Last saved: {time}',
      neverSaved: 'Never saved: these are the default settings',
    },
    es: {
      signIn: 'Protección del acceso',
      maxFailures: 'Intentos fallidos antes de bloquear',
      maxFailuresHint:
        'Una cuenta o dirección se bloquea tras este número de fallos seguidos ({min} a {max})',
      lockTip:
        'Los bloqueos son temporales: se levantan solos ({min} a {max} minutos). Una dirección bloqueada puede liberarse antes en IP de acceso',
      lockMinutes: 'Tiempo de bloqueo',
      times: 'veces',
      minutes: 'minutos',
      captcha: 'Verificación anti-robots',
      captchaAfter: 'Tras intentos fallidos',
      captchaAlways: 'En cada acceso',
      captchaAfterFailures: 'Verificar tras fallos',
      captchaAfterHint:
        'Tras este número de fallos de una cuenta o dirección en 15 minutos, el acceso exige antes la verificación ({min} a {max})',
      session: 'Sesiones',
      idleMinutes: 'Cierre por inactividad',
      idleHint: 'Una sesión sin actividad durante este tiempo se cierra ({min} a {max} minutos)',
      ipAllow: 'Lista de IP permitidas',
      ipAllowOn: 'Usar la lista',
      ipAllowOnHint:
        'Activada, solo las direcciones de abajo pueden entrar y usar la consola de esta tienda; los accesos desde otras se rechazan',
      ipAllowList: 'Direcciones permitidas',
      ipAllowListHint:
        'Una por línea: una dirección IPv4 o IPv6, o un rango (como 203.0.113.8, 192.168.1.0/24, 2001:db8::/32); como máximo {max}',
      yourIp: 'Su dirección actual: {ip}',
      addYourIp: 'Añadirla',
      yourIpListed: 'Ya está en la lista',
      selfWarning:
        'Antes de activarla, compruebe que la lista incluye su dirección actual {ip}, o se rechazará',
      tooMany: 'Como máximo {max} direcciones permitidas; hay {count}',
      emptyList: 'Indique al menos una dirección si la lista está activada',
      updatedAt: 'Guardado por última vez: {time}',
      neverSaved: 'Nunca guardado: son los ajustes por defecto',
    },
    ja: {
      signIn: 'ログイン保護',
      maxFailures: 'ロックまでのログイン失敗回数',
      maxFailuresHint:
        '同じアカウントまたは IP アドレスでこの回数続けて失敗するとロックします（{min}〜{max} 回）',
      lockMinutes: 'ロック時間',
      lockTip:
        'ロックには期限があり、時間が来ると自動で解除されます（{min}〜{max} 分）。ロック中の IP は「アクセスIP」で早めに解除できます',
      times: '回',
      minutes: '分',
      captcha: 'ロボット確認',
      captchaAfter: 'ログイン失敗後に確認',
      captchaAlways: '毎回確認',
      captchaAfterFailures: '何回失敗後に確認',
      captchaAfterHint:
        '同じアカウントまたは IP アドレスで 15 分以内にこの回数失敗すると、ログイン前にロボット確認が必要になります（{min}〜{max} 回）',
      session: 'セッション',
      idleMinutes: '無操作で自動ログアウト',
      idleHint: 'この時間操作のないログインは自動でログアウトします（{min}〜{max} 分）',
      ipAllow: 'IP 許可リスト',
      ipAllowOn: '許可リストを使う',
      ipAllowOnHint:
        '有効にすると、下のアドレスだけがこの店舗の管理画面にログイン・アクセスできます。その他からのログインはすぐに拒否されます',
      ipAllowList: '許可するアドレス',
      ipAllowListHint:
        '1 行に 1 つ：IPv4・IPv6 アドレスまたは範囲（例 203.0.113.8、192.168.1.0/24、2001:db8::/32）、最大 {max} 件',
      yourIp: '現在の IP アドレス：{ip}',
      addYourIp: '追加する',
      yourIpListed: 'リストにあります',
      selfWarning:
        '有効にする前に、現在のアドレス {ip} がリストにあることを確認してください。ないと保存できません',
      tooMany: '許可するアドレスは最大 {max} 件です（現在 {count} 件）',
      emptyList: '許可リストを有効にするときは 1 件以上入力してください',
      updatedAt: '最終保存：{time}',
      neverSaved: '未保存です。現在は既定の設定です',
    },
  },
);
