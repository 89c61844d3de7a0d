/**
 * Passwords that appear at the top of every published list of leaked passwords (the NCSC
 * "100k most common", SplashData and rockyou top lists), restricted to those of 8 or more
 * characters: shorter ones already fail the length rule. Whitespace-separated; compared in lower case.
 */
const LIST = `
12345678 123456789 1234567890 12345678910 123123123 123456123 1234512345 11111111
111111111 1111111111 00000000 000000000 0000000000 22222222 55555555 66666666 77777777 88888888
99999999 12341234 87654321 987654321 9876543210 11223344 12121212 13131313 147258369 123654789
741852963 159753456 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 1qaz2wsx 1qaz2wsx3edc
zaq12wsx zaq1zaq1 !qaz2wsx qazwsxedc qazwsx123 qwertyuiop qwerty123 qwerty1234 qwerty12 qwertyui
qwerty123456 qweasdzxc asdfghjkl asdfghjk asdf1234 asdfasdf zxcvbnm1 zxcvbnm123 azertyuiop
abcd1234 abc12345 abc123456 abcdefgh abcdefg1 a1b2c3d4 a1234567 aa123456 password password1
password12 password123 password1234 password! password01 passw0rd p@ssw0rd p@ssword pa$$word
passwort motdepasse contraseña contrasena senha123 parola123 wachtwoord passpass password2
password3 mypassword newpassword changeme changeme1 changeme123 letmein1 letmein123 welcome1
welcome123 welcome2024 welcome2025 welcome! iloveyou iloveyou1 iloveyou2 iloveyou123 ilovegod
iloveyou! trustno1 sunshine sunshine1 princess princess1 football football1 baseball baseball1
basketball superman superman1 batman123 spiderman starwars starwars1 pokemon1 whatever whatever1
computer computer1 internet michelle jennifer jessica1 jordan23 michael1 charlie1 danielle
victoria samantha elizabeth nicholas alexander christian christina jonathan benjamin patricia
veronica stephanie tinkerbell butterfly chocolate sweetheart sweetie1 cookie123 cheese123
pepper123 midnight blink182 metallica slipknot nirvana1 liverpool chelsea1 arsenal1 manchester
barcelona juventus cowboys1 steelers yankees1 redskins dolphins eagles12 lakers24 chicago1
mustang1 corvette ferrari1 porsche1 mercedes harley12 qwerty11 dragon12 dragon123 monkey12
monkey123 master12 master123 shadow12 shadow123 killer12 killer123 hunter12 hunter123 ranger12
soccer12 hockey12 fuckyou1 fuckoff1 asshole1 bigdaddy snickers scooter1 buster12 freedom1
freedom123 flower12 summer12 summer2024 summer2025 winter12 spring2024 autumn2024 december
november september qwerty2024 password2024 password2025 password2026 admin123 admin1234 admin12345
administrator adminadmin admin@123 root1234 rootroot toor1234 test1234 test12345 testtest testing1
testing123 guest123 user1234 default1 secret12 secret123 letmeinnow access14 access123 login123
loginlogin welcomewelcome helloworld hello123 hello1234 helloo123 goodluck godisgood jesus123
jesuschrist blessed1 angel123 lovely12 loveme12 lovelove love1234 family123 friends1 football123
baseball123 soccer123 mickey123 minecraft fortnite roblox123 pokemon123 naruto123 playstation
nintendo gameover nopassword qwerty321 asdf123456 zxcv1234 1234qwer 123qweasd 123qwe123 qwe12345
1234abcd abcd12345 q2w3e4r5 aaaaaaaa aaaaaaaaa zzzzzzzz xxxxxxxx qqqqqqqq asdasdasd qweqweqwe
abcabcabc 123abc123 trustme1 whatsup1 zaq1xsw2 1password q1w2e3r4t5y6 azerty123 iloveyou12
princesa tequiero teamo123 cristina mariposa estrella ramona123 california sandiego sandiego1
losangeles newyork1 america1 usa12345 freedom2024 liberty1 patriots rangers1 broncos1 packers1
raiders1 chargers padres12 dodgers1 giants12 warriors qwertyqwerty 11111111a a12345678 aa12345678
abc123abc password11 passw0rd1 p@ssw0rd1 p@ssw0rd123 p@55w0rd pa55word pa55w0rd baseball!
superstar starlight sunflower rainbow1 moonlight darkness phoenix1 thunder1 lightning matrix123
zeppelin qwerty!@# !@#$%^&* 1234567a 12345qwert zxcvbnmasdf qwertyuiop123 1234567891 123456789a
123456789q 987654321a iloveu123 mylove123 babygirl babygirl1 babyboy1 sexylady handsome beautiful
pretty123 angel1234 football12 spongebob spongebob1 scooby123 charlie123 michael123 jordan123
daniel123 andrew123 joshua123 matthew1 jasmine1 ashley123 amanda123 jessica123 jennifer1 robert123
william1 richard1 thomas123 jackson1 maverick marlboro chevrolet mercedes1 hondacivic
`;

export const COMMON_PASSWORDS: readonly string[] = LIST.split(/\s+/).filter(Boolean);

const COMMON = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

/** Whether a password is one of the commonly used ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
