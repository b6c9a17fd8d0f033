<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU" sourcelanguage="en">
<context>
    <name>CaptureTexts</name>
    <message numerus="yes">
        <location filename="../../ui/table/capture_show.py" line="+55"/>
        <source>{captor} takes your %n {colour} stone(s): {captor} took the twin of your balance stone, the {stone}</source>
        <translation>
            <numerusform>{captor} elviszi %n {colour} kövedet: {captor} megszerezte egyensúlykövednek ({stone}) a párját</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You take %n {colour} stone(s) from {victim}: you took the twin of {victim}&apos;s balance stone, the {stone}</source>
        <translation>
            <numerusform>Elviszed {victim} %n {colour} kövét: megszerezted {victim} egyensúlykövének ({stone}) a párját</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{captor} takes %n {colour} stone(s) from {victim}: {captor} took the twin of {victim}&apos;s balance stone, the {stone}</source>
        <translation>
            <numerusform>{captor} elviszi {victim} %n {colour} kövét: {captor} megszerezte {victim} egyensúlykövének ({stone}) a párját</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>white</source>
        <comment>one stone</comment>
        <translation>fehér</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey</source>
        <comment>one stone</comment>
        <translation>szürke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <comment>one stone</comment>
        <translation>fekete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>white</source>
        <comment>several stones</comment>
        <translation>fehér</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey</source>
        <comment>several stones</comment>
        <translation>szürke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <comment>several stones</comment>
        <translation>fekete</translation>
    </message>
</context>
<context>
    <name>CloseCall</name>
    <message>
        <location filename="../../ui/close_calls.py" line="+17"/>
        <source>{apart} ms apart, {within} ms uncertain</source>
        <translation>{apart} ms különbség, {within} ms bizonytalanság</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You won the {stone}: too close to call, decided by a coin ({margins})</source>
        <translation>Elnyerted ezt a követ: {stone}. Túl szoros volt, pénzfeldobás döntött ({margins})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} won the {stone}: too close to call, decided by a coin ({margins})</source>
        <translation>{name} elnyerte ezt a követ: {stone}. Túl szoros volt, pénzfeldobás döntött ({margins})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You lost the {stone} to {other}: too close to call, decided by a coin ({margins})</source>
        <translation>Elvesztetted ezt: {stone}, {other} javára. Túl szoros volt, pénzfeldobás döntött ({margins})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} lost the {stone} to you: too close to call, decided by a coin ({margins})</source>
        <translation>{name} elvesztette ezt: {stone}, a te javadra. Túl szoros volt, pénzfeldobás döntött ({margins})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} lost the {stone} to {other}: too close to call, decided by a coin ({margins})</source>
        <translation>{name} elvesztette ezt: {stone}, {other} javára. Túl szoros volt, pénzfeldobás döntött ({margins})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>you</source>
        <translation>te</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost on the coin: {names}</source>
        <translation>pénzfeldobáson alulmaradt: {names}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You: won on a coin, too close to call</source>
        <translation>Te: túl szoros volt, pénzfeldobással nyertél</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: won on a coin, too close to call</source>
        <translation>{name}: túl szoros volt, pénzfeldobással nyert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Too close to call: {name} won it on a coin</source>
        <translation>Túl szoros volt: {name} pénzfeldobással nyerte el</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} lost to {winner} at {stamp}:
too close to call, decided by a coin ({margins})</source>
        <translation>{name} alulmaradt, nyertes: {winner}, {stamp}.
Túl szoros volt, pénzfeldobás döntött ({margins})</translation>
    </message>
</context>
<context>
    <name>ConnectionDetails</name>
    <message>
        <location filename="../../ui/network/connection_details.py" line="+54"/>
        <source>not in step yet</source>
        <translation>még nincs szinkronban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{offset} ms, in step to within ±{bound} ms</source>
        <translation>{offset} ms, ±{bound} ms pontossággal szinkronban</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+44"/>
        <source>reconnecting…</source>
        <translation>újracsatlakozik…</translation>
    </message>
    <message>
        <location line="-42"/>
        <location line="+44"/>
        <source>not measured yet</source>
        <translation>még nincs mérve</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+45"/>
        <source>{ms} ms</source>
        <translation>{ms} ms</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Connection details</source>
        <translation>A kapcsolat részletei</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table:</source>
        <translation>Asztal:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table code:</source>
        <translation>Asztalkód:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round trip from here:</source>
        <translation>Oda-vissza idő innen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock offset to the table:</source>
        <translation>Óraeltérés az asztaltól:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock samples kept:</source>
        <translation>Megtartott óraminták:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Latency at the table</source>
        <translation>Késleltetés az asztalnál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each seat&apos;s latency</source>
        <translation>Az egyes helyek késleltetése</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>(unknown)</source>
        <translation>(ismeretlen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(not given yet)</source>
        <translation>(még nincs megadva)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{kept} of the last {limit} (the fastest counts)</source>
        <translation>{kept} / utolsó {limit} (a leggyorsabb számít)</translation>
    </message>
</context>
<context>
    <name>ContestLabels</name>
    <message>
        <location filename="../../ui/table/contest_labels.py" line="+68"/>
        <source>{text}: closest</source>
        <translation>{text}: a legközelebbi</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You: out, knocked onto the Rune of Fate</source>
        <translation>Te: kiesett a köved, a Sors rúnájához lökték</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: out, knocked onto the Rune of Fate</source>
        <translation>{name}: kiesett, a Sors rúnájához lökték</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You: out, touched the Rune of Fate</source>
        <translation>Te: kiesett a köved, hozzáért a Sors rúnájához</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: out, touched the Rune of Fate</source>
        <translation>{name}: kiesett, hozzáért a Sors rúnájához</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You: {d:.0f} mm</source>
        <translation>Te: {d:.0f} mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {d:.0f} mm</source>
        <translation>{name}: {d:.0f} mm</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A draw: every stone is out. {names} flick again.</source>
        <translation>Döntetlen: minden kő kiesett. {names} újra pöckölnek.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A draw: the closest stones tie at {d:.0f} mm. {names} flick again.</source>
        <translation>Döntetlen: a legközelebbi kövek egyaránt {d:.0f} mm-re vannak. {names} újra pöckölnek.</translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <location filename="../../ui/table/cover.py" line="+26"/>
        <source>Whose turn</source>
        <translation>Ki következik</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Drag a stone onto its twin to take a pair, or onto a balance stone to claim its twin. Or click one stone, then the other (or ring each with the arrow keys or Page Down and press Enter, then Enter again to take them). Click a taken stone, or press Backspace, to put it back. Ctrl+Enter or Done ends your turn.</source>
        <translation>Húzz egy követ a párjára, hogy elvedd a párt, vagy egy egyensúlykőre, hogy megszerezd a párját. Vagy kattints az egyik kőre, aztán a másikra (vagy karikázd be mindkettőt a nyílbillentyűkkel vagy a PgDn-nel, és nyomj Entert, majd még egy Entert az elvételhez). Egy elvett kőre kattintva vagy Backspace-szel visszateheted. A Ctrl+Enter vagy a Kész gomb befejezi a köröd.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>I&apos;m ready (Space)</source>
        <translation>Kész vagyok (Szóköz)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I&apos;m ready</source>
        <translation>Kész vagyok</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name}&apos;s turn</source>
        <translation>{name} következik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the screen to {name}. Everyone else, please look away.
The clock starts when {name} is ready.</source>
        <translation>Add át a képernyőt, {name} jön. Mindenki más nézzen félre!
Az óra akkor indul, amikor {name} készen áll.</translation>
    </message>
</context>
<context>
    <name>DisputeDialog</name>
    <message>
        <location filename="../../ui/dialogs/order_dialog.py" line="+108"/>
        <source>A {colour} dispute</source>
        <translation>Vita a {colour} kövekről</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the contest</source>
        <translation>Pöckölésre!</translation>
    </message>
</context>
<context>
    <name>FindTimeChart</name>
    <message>
        <location filename="../../ui/dialogs/find_time_chart.py" line="+62"/>
        <source>Chart of find times</source>
        <translation>A keresési idők grafikonja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each person&apos;s median find time in each of the last games, one line per person.</source>
        <translation>Mindenki keresési idejének mediánja az utolsó játszmákban, személyenként egy vonal.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No find times yet</source>
        <translation>Még nincs keresési idő</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{seconds} s</source>
        <translation>{seconds} mp</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>older</source>
        <translation>régebbi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>newest game</source>
        <translation>legutóbbi játszma</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>last %n game(s)</source>
        <translation>
            <numerusform>az utolsó %n játszma</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindsBoard</name>
    <message>
        <location filename="../../ui/practice/finds_board.py" line="+48"/>
        <source>Find times · throw {number}</source>
        <translation>Keresési idők · {number}. dobás</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to take on this throw.</source>
        <translation>Ebben a dobásban nincs mit elvenni.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No find yet: look for two face-up twins, or the twin of your balance stone.</source>
        <translation>Még nincs találat: keress két felfordított ikerkövet, vagy az egyensúlykövednek a párját.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Median: {time}</source>
        <translation>Medián: {time}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Since you sat down: {time} (%n find(s))</source>
        <translation>
            <numerusform>Mióta leültél: {time} (%n találat)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>T: the next throw.</source>
        <translation>T: a következő dobás.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>pair</source>
        <translation>pár</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>balance twin</source>
        <translation>egyensúlykő párja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{number}.  {time}  {kind}</source>
        <translation>{number}.  {time}  {kind}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{find} (hint)</source>
        <translation>{find} (tipp)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>… %n earlier find(s)</source>
        <translation>
            <numerusform>… %n korábbi találat</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlickTool</name>
    <message>
        <location filename="../../ui/table/flick_tool.py" line="+198"/>
        <source>Press on your own edge of the table, then drag back.</source>
        <translation>Nyomd le az egeret az asztal saját szélednél, majd húzd hátra.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../app/files.py" line="+104"/>
        <source>&amp;Open…</source>
        <translation>&amp;Megnyitás…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>M&amp;entés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Mentés má&amp;sként…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Legutóbbi játékok</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No recent games</source>
        <translation>Nincs legutóbbi játék</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear list</source>
        <translation>Lista &amp;törlése</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Rök</source>
        <translation>Rök</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Untitled game</source>
        <translation>Névtelen játék</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>this game</source>
        <translation>Ez a játék</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unsaved game</source>
        <translation>Nem mentett játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the moves played in {name}?</source>
        <translation>{name} – elmentsük az eddigi lépéseket?</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Open a game</source>
        <translation>Játék megnyitása</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot open the game</source>
        <translation>A játék nem nyitható meg</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Open in another copy</source>
        <translation>Megnyitva egy másik példányban</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Autosave failed: {reason}. The game goes on.</source>
        <translation>Az automatikus mentés nem sikerült: {reason}. A játék folytatódik.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>This game is open in another copy of Rök ({file}). If both copies save it, the moves of one are lost. Open it here anyway?</source>
        <translation>Ez a játék meg van nyitva a Rök egy másik példányában ({file}). Ha mindkét példány menti, az egyik lépései elvesznek. Mégis megnyitod itt is?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open Anyway</source>
        <translation>Mégis megnyitom</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{file} was not opened. {reason}.</source>
        <translation>{file} nem nyílt meg. {reason}.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>game.rok</source>
        <translation>jatek.rok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save the game</source>
        <translation>A játék mentése</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot save the game</source>
        <translation>A játék nem menthető</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{reason}. The game is still open and the previous file is unchanged: try again, or save somewhere else with Save As.</source>
        <translation>{reason}. A játék továbbra is nyitva van, az előző fájl nem változott: próbáld újra, vagy mentsd máshová a Mentés másként paranccsal.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rök games and game records (*.rok *.rokrec);;Rök games (*.rok);;Rök game records (*.rokrec);;All files (*)</source>
        <translation>Rök játékok és játékfelvételek (*.rok *.rokrec);;Rök játékok (*.rok);;Rök játékfelvételek (*.rokrec);;Minden fájl (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rök games (*.rok);;All files (*)</source>
        <translation>Rök játékok (*.rok);;Minden fájl (*)</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../ui/dialogs/game_over.py" line="+60"/>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody became grand master of runes.</source>
        <translation>Senki sem lett a rúnák nagymestere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are the grand master of runes!</source>
        <translation>Te vagy a rúnák nagymestere!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is the grand master of runes!</source>
        <translation>{name} a rúnák nagymestere!</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{names} tied with %n stone(s) and flicked for the title.</source>
        <translation>
            <numerusform>{names} holtversenyben álltak %n kővel, és a címért pöcköltek.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rematch</source>
        <translation>Visszavágó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same players again, with new stones</source>
        <translation>Ugyanazok a játékosok újra, új kövekkel</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Treasure</source>
        <translation>Kincs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairs</source>
        <translation>Párok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Captures made</source>
        <translation>Megszerzett kincsek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Captures suffered</source>
        <translation>Elvesztett kincsek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties</source>
        <translation>Büntetések</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Races won</source>
        <translation>Megnyert versenyek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Races lost</source>
        <translation>Elvesztett versenyek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fastest find</source>
        <translation>Leggyorsabb keresés</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Scores</source>
        <translation>Pontszámok</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
</context>
<context>
    <name>GameWidget</name>
    <message>
        <location filename="../../ui/game/game_widget.py" line="+93"/>
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round table with the stones. In your turn the arrow keys, Page Down and Page Up walk a ring over the stones, each said as it is ringed; Enter or Space marks the ringed stone, and on its twin Enter again takes the two. Backspace puts the last take back; Ctrl+Enter ends the turn. Help &gt; Keyboard shortcuts lists every key.</source>
        <translation>A kerek asztal a kövekkel. A körödben a nyílbillentyűk, a PgDn és a PgUp egy karikát visznek kőről kőre, és minden bekarikázott kő kimondja magát; az Enter vagy a Szóköz megjelöli a bekarikázott követ, a párján pedig egy újabb Enter elveszi a kettőt. A Backspace visszateszi a legutóbb elvett köveket; a Ctrl+Enter befejezi a kört. A Súgó &gt; Billentyűparancsok minden billentyűt felsorol.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game &gt; New game (Ctrl+N) sets up a table.</source>
        <translation>Játék &gt; Új játék (Ctrl+N): új asztal összeállítása.</translation>
    </message>
    <message>
        <location filename="../../ui/game/batch_view.py" line="+62"/>
        <source>Everyone has grabbed: the round is settled…</source>
        <translation>Mindenki gyűjtött: a forduló elszámolása…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The stones fly…</source>
        <translation>Repülnek a kövek…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Nothing to grab this round</source>
        <translation>Ebben a fordulóban nincs mit elvenni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing to grab this round: no pair and no balance stone&apos;s twin lies face up.</source>
        <translation>Ebben a fordulóban nincs mit elvenni: se pár, se egyensúlykő párja nem fekszik fölfelé fordítva.</translation>
    </message>
    <message>
        <location filename="../../ui/game/question_router.py" line="+280"/>
        <source>The game is over.</source>
        <translation>A játéknak vége.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{name}, throw the stones! (Space)</source>
        <translation>{name}, dobd be a köveket! (Szóköz)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throw</source>
        <translation>Dobás</translation>
    </message>
    <message>
        <location filename="../../ui/game/round_pace.py" line="+119"/>
        <source>Round {n} was the last: the bag is almost empty.</source>
        <translation>Véget ért az utolsó, {n}. forduló: a zsák majdnem kiürült.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>See the final scores</source>
        <translation>A végeredmény</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Round {n} is settled.</source>
        <translation>{n}. forduló lezárva.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round {n} is settled: read what happened, then go on.</source>
        <comment>several people at the screen</comment>
        <translation>{n}. forduló lezárva: olvassátok el, mi történt, aztán tovább.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n} is settled: read what happened, then go on.</source>
        <translation>{n}. forduló lezárva: olvasd el, mi történt, aztán tovább.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n}: you throw first.</source>
        <translation>{n}. forduló: te dobsz először.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {n}: {name} throws first.</source>
        <translation>{n}. forduló: {name} dob először.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready? (Space)</source>
        <translation>Kész vagy? (Szóköz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready</source>
        <translation>Kész</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press Go on again to start without waiting for {names}.</source>
        <translation>Nyomd meg újra a Tovább gombot, és a játék nem vár rájuk: {names}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each of you: your take key, A, or a click on your seat says ready. Waiting for {names}.</source>
        <translation>Mindenki a saját elvevő billentyűjével, az A gombbal vagy a helyére kattintva jelzi, hogy kész. Még nem kész: {names}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on</source>
        <translation>Tovább</translation>
    </message>
    <message>
        <location filename="../../ui/game/question_router.py" line="+65"/>
        <source>The contest is decided: the distances are beside the stones.</source>
        <translation>A pöckölőverseny eldőlt: a távolságok a kövek mellett láthatók.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue</source>
        <translation>Tovább</translation>
    </message>
    <message>
        <location filename="../../ui/game/flick_turn.py" line="+76"/>
        <source>the title</source>
        <translation>a címért</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the order of captures</source>
        <translation>a sorrendért</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your flick, for {what}: press on your edge of the table, drag back to aim and set the strength, release. Or aim with the arrow keys and flick with Space.</source>
        <translation>Te pöckölsz {what}: nyomd le az egeret az asztal saját szélednél, húzd hátra a célzáshoz és az erőhöz, majd engedd el. Vagy célozz a nyílbillentyűkkel, és pöckölj a Szóközzel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} flicks for {what}: press on your edge of the table, drag back to aim and set the strength, release. Or aim with the arrow keys and flick with Space.</source>
        <translation>{name} pöcköl {what}: nyomd le az egeret az asztal saját szélednél, húzd hátra a célzáshoz és az erőhöz, majd engedd el. Vagy célozz a nyílbillentyűkkel, és pöckölj a Szóközzel.</translation>
    </message>
    <message>
        <location filename="../../ui/game/grab_turn.py" line="+107"/>
        <location line="+8"/>
        <source>Done</source>
        <translation>Kész</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>{name}: take pairs and twins (the arrows or Page Down ring a stone, Enter marks and takes). Ctrl+Enter or Done ends your turn.</source>
        <translation>{name}: gyűjts párokat és egyensúlykő-párokat (a nyílbillentyűk vagy a PgDn bekarikáznak egy követ, az Enter jelöl és elvesz). A Ctrl+Enter vagy a Kész befejezi a köröd.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/game/game_widget.py" line="+298"/>
        <source>Round {round} · first player: {first} · %n stone(s) in the bag</source>
        <translation>
            <numerusform>{round}. forduló · első játékos: {first} · %n kő a zsákban</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesDialog</name>
    <message>
        <location filename="../../ui/replay/games_dialog.py" line="+39"/>
        <source>Watch a game</source>
        <translation>Játék visszanézése</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>Pontok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mode</source>
        <translation>Mód</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept games</source>
        <translation>Megőrzött játékok</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Watch</source>
        <translation>&amp;Visszanézés</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No finished game is kept yet: every game played to its end on this computer is kept here (the last 200).</source>
        <translation>Még nincs megőrzött játék: minden ezen a gépen végigjátszott játék itt marad (az utolsó 200).</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>All at once</source>
        <translation>Mindenki egyszerre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relay</source>
        <translation>Sorban, egymás után</translation>
    </message>
</context>
<context>
    <name>GrabKeys</name>
    <message>
        <location filename="../../ui/table/grab_keys.py" line="+81"/>
        <location line="+10"/>
        <location line="+39"/>
        <location filename="../../ui/table/live_keys.py" line="+101"/>
        <source>No stone left to take.</source>
        <translation>Nem maradt elvehető kő.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Nothing further that way.</source>
        <translation>Arrafelé nincs több kő.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../ui/table/live_keys.py" line="-20"/>
        <source>{stone}; {n} of {count}</source>
        <translation>{stone}; {n} / {count}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{stone} marked: ring its twin, or a balance stone, and press Enter.</source>
        <translation>{stone} megjelölve: karikázd be a párját vagy egy egyensúlykövet, és nyomj Entert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{first} with {second}: Enter again takes them, Esc cancels.</source>
        <translation>{first} és {second}: még egy Enter elveszi őket, az Esc visszavonja.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{stone} no longer marked.</source>
        <translation>{stone} már nincs megjelölve.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You took {stone}, the twin of the balance stone {balance}.</source>
        <translation>Elvetted: {stone}, a(z) {balance} egyensúlykő párja.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You took {a} and {b}.</source>
        <translation>Elvetted: {a} és {b}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ring on {stone}.</source>
        <translation>A karika itt: {stone}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelled.</source>
        <translation>Visszavonva.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../ui/table/live_keys.py" line="-7"/>
        <source>The ring is off the table: Enter ends your turn.</source>
        <translation>A karika lekerült az asztalról: az Enter befejezi a köröd.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing taken to put back.</source>
        <translation>Nincs visszatehető elvett kő.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{stones} back on the table.</source>
        <translation>{stones} visszakerült az asztalra.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{stone}, marked</source>
        <translation>{stone}, megjelölve</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enter again: take these two · Esc: cancel</source>
        <translation>Még egy Enter: elveszed a kettőt · Esc: mégse</translation>
    </message>
</context>
<context>
    <name>GrabTool</name>
    <message>
        <location filename="../../ui/table/grab_tool.py" line="+141"/>
        <source>A face-down stone cannot be taken.</source>
        <translation>Lefelé fordított követ nem szabad elvenni.</translation>
    </message>
</context>
<context>
    <name>GrabTurnController</name>
    <message numerus="yes">
        <location filename="../../ui/game/grab_turn.py" line="+71"/>
        <source>%n pick(s) so far. Click a taken stone to put it back.</source>
        <translation>
            <numerusform>Eddig %n elvétel. Egy elvett kőre kattintva visszateheted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../app/help_menu.py" line="+36"/>
        <source>&amp;Rules</source>
        <translation>&amp;Szabályok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Billentyűparancsok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Statistics</source>
        <translation>Statisz&amp;tika</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the log &amp;folder</source>
        <translation>A napló &amp;mappájának megnyitása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Rök</source>
        <translation>A Rök &amp;névjegye</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Menus</source>
        <translation>Menük</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The log folder is {folder}</source>
        <translation>A napló mappája: {folder}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About Rök</source>
        <translation>A Rök névjegye</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Rök {version}&lt;/h3&gt;&lt;p&gt;The rune-stone grabbing game on the desktop: throw the stones, grab the pairs, flick at the Rune of Fate.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rök {version}&lt;/h3&gt;&lt;p&gt;A rúnakő-gyűjtő játék asztali gépre: dobd be a köveket, gyűjtsd a párokat, pöckölj a Sors rúnájához!&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HistoryWriter</name>
    <message numerus="yes">
        <location filename="../../app/history_writer.py" line="+86"/>
        <source>%n unreadable line(s) were moved to {file}; your games are all kept</source>
        <translation>
            <numerusform>%n olvashatatlan sort áthelyeztünk ide: {file}; a játszmáid mind megmaradtak</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{problem} (skipped; {count} unreadable lines in all)</source>
        <translation>{problem} (kihagyva; összesen {count} olvashatatlan sor)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game history: {problem}</source>
        <translation>Játszmanapló: {problem}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../ui/network/host_dialog.py" line="+65"/>
        <source>Host a table</source>
        <translation>Asztal megnyitása másoknak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the table</source>
        <translation>Asztal megnyitása</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>On this computer</source>
        <translation>Ezen a gépen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On a server:</source>
        <translation>Egy szerveren:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rok.example.net:47400</source>
        <translation>rok.example.net:47400</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server address</source>
        <translation>A szerver címe</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Where:</source>
        <translation>Hol:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source> s</source>
        <translation> mp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spectators&apos; delay in seconds</source>
        <translation>A nézők késleltetése másodpercben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spectators see the game this many seconds after the players.</source>
        <translation>A nézők ennyi másodperccel a játékosok után látják a játékot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Spectators&apos; delay:</source>
        <translation>&amp;Nézők késleltetése:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>how much later than the players a spectator sees each throw and race (0 to 60 seconds)</source>
        <translation>ennyivel később látják a nézők a dobásokat és a versenyeket, mint a játékosok (0–60 másodperc)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Open: a player on another computer</source>
        <translation>Nyitott: játékos egy másik gépről</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open at least one seat for a player on another computer.</source>
        <translation>Legalább egy helyet hagyj nyitva egy másik gépen ülő játékosnak.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the server&apos;s address, such as rok.example.net:47400 or wss://rok.example.net:47400.</source>
        <translation>Írd be a szerver címét, például rok.example.net:47400 vagy wss://rok.example.net:47400.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The table runs on that server: the others join it from anywhere. It is not announced on this network, and it is not kept on this computer.</source>
        <translation>Az asztal azon a szerveren fut: a többiek bárhonnan csatlakozhatnak hozzá. Ezen a hálózaton nincs meghirdetve, és ezen a gépen nem marad meg.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table runs here, on this computer&apos;s own address only: screens on this computer find it, no other computer can. Should this computer stop, the table is kept and hosted again.</source>
        <translation>Az asztal itt fut, csak ennek a gépnek a saját címén: az ezen a gépen futó képernyők megtalálják, más gép nem. Ha ez a gép leáll, az asztal megmarad, és újra megnyitható.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table runs here: others on this network find it; from elsewhere they need this computer&apos;s port open. Should this computer stop, the table is kept and hosted again.</source>
        <translation>Az asztal itt fut: ezen a hálózaton a többiek megtalálják; máshonnan csak akkor érik el, ha ennek a gépnek a portja nyitva van. Ha ez a gép leáll, az asztal megmarad, és újra megnyitható.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../ui/network/join_dialog.py" line="+42"/>
        <source>Join a table</source>
        <translation>Csatlakozás egy asztalhoz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables on this network</source>
        <translation>Asztalok ezen a hálózaton</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for tables on this network…</source>
        <translation>Asztalok keresése ezen a hálózaton…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host:47400/7Q-K7MQ-2XPA-R4ZB</source>
        <translation>gép:47400/7Q-K7MQ-2XPA-R4ZB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address and table code</source>
        <translation>Cím és asztalkód</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add a person at this screen</source>
        <translation>Még valaki ennél a képernyőnél</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the last person</source>
        <translation>Az utolsó ember törlése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only watch (a spectator, without a seat)</source>
        <translation>Csak nézem (néző, hely nélkül)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Join</source>
        <translation>Csatlakozás</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tables on this network:</source>
        <translation>Asztalok ezen a hálózaton:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Or an address and code:</source>
        <translation>Vagy cím és kód:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays here:</source>
        <translation>Itt játszik:</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of person {n}</source>
        <translation>A(z) {n}. ember neve</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Choose a table above, or type its address and code, such as host:47400/7Q-K7MQ-2XPA-R4ZB.</source>
        <translation>Válassz fent egy asztalt, vagy írd be a címét és kódját, például gép:47400/7Q-K7MQ-2XPA-R4ZB.</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../../ui/input/join_panel.py" line="+33"/>
        <source>Keys: {name}</source>
        <translation>Billentyűk: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Controller: {name}</source>
        <translation>Kontroller: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse</source>
        <translation>Egér</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touch</source>
        <translation>Érintés</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Use the mouse</source>
        <translation>Egér használata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release</source>
        <translation>Elengedés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} uses the mouse</source>
        <translation>{name} egérrel játszik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Release {name}&apos;s input</source>
        <translation>{name} eszközének elengedése</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Press your take key or button, or touch here, to join</source>
        <translation>Csatlakozáshoz nyomd meg az elvevő billentyűdet vagy gombodat, vagy érintsd meg itt</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Who plays with what?</source>
        <translation>Ki mivel játszik?</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>From a name field, click here first.</source>
        <translation>Névmezőből előbb kattints ide.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{input} (disconnected)</source>
        <translation>{input} (leválasztva)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} has no input yet: press a take key or a controller&apos;s {button}, touch their row, or give them the mouse.</source>
        <translation>{name} még nem csatlakozott: nyomj meg egy elvevő billentyűt vagy egy kontroller {button} gombját, érintsd meg a sorát, vagy add neki az egeret.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}&apos;s controller is disconnected: plug it back in or release it.</source>
        <translation>{name} kontrollere le van választva: csatlakoztasd újra, vagy engedd el.</translation>
    </message>
</context>
<context>
    <name>KeyBindings</name>
    <message>
        <location filename="../../ui/input/bindings_editor.py" line="+44"/>
        <source>{cluster}: {action}</source>
        <translation>{cluster}: {action}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Press a key…</source>
        <translation>Nyomj meg egy billentyűt…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Restore &amp;defaults</source>
        <translation>&amp;Alapértékek visszaállítása</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{key} is already {cluster}: {action}. Choose another key.</source>
        <translation>A(z) {key} már foglalt: {cluster}: {action}. Válassz másik billentyűt.</translation>
    </message>
    <message>
        <location filename="../../ui/input/key_bindings.py" line="+46"/>
        <source>Left hand (W A S D)</source>
        <translation>Bal kéz (W A S D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys</source>
        <translation>Nyílbillentyűk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numeric keypad</source>
        <translation>Számbillentyűzet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Up</source>
        <translation>Fel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Le</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>Balra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Jobbra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take</source>
        <translation>Elvétel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put back</source>
        <translation>Visszatétel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Kész</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Szünet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Right Shift</source>
        <translation>Jobb Shift</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left Shift</source>
        <translation>Bal Shift</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right Ctrl</source>
        <translation>Jobb Ctrl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left Ctrl</source>
        <translation>Bal Ctrl</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keypad {key}</source>
        <translation>Számbillentyű {key}</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../ui/lessons/texts.py" line="+16"/>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} {stones}</source>
        <translation>{name} {stones}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final scores: {scores}</source>
        <translation>Végeredmény: {scores}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A fresh table for this step: your treasure starts anew.</source>
        <translation>Ehhez a lépéshez új asztal jön: a kincsed újrakezdődik.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Computer</source>
        <translation>Gép</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Throw</source>
        <translation>Dobás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a pair</source>
        <translation>Vegyél el egy párt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your balance stone</source>
        <translation>Az egyensúlyköved</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim</source>
        <translation>A másik egyensúlyköve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A wrong pair</source>
        <translation>Hibás pár</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A split pair</source>
        <translation>Kettéosztott páros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispute: flick!</source>
        <translation>Vita: pöckölj!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New balance stone</source>
        <translation>Új egyensúlykő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game end</source>
        <translation>A játék vége</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All at once!</source>
        <translation>Mindenki egyszerre!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone throws their stones at once. Press Throw or Space.</source>
        <translation>Mindenki egyszerre dob. Nyomd meg a Dobás gombot vagy a Szóközt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same colour and rune make a pair. Drag one ringed stone onto the other, then press Done.</source>
        <translation>Az azonos színű és rúnájú kövek párt alkotnak. Húzd az egyik bekarikázott követ a másikra, majd Kész.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag the twin of your balance stone (at your seat) onto it, then Done.</source>
        <translation>Húzd az egyensúlyköved (a helyednél) párját rá az egyensúlykövedre, majd Kész.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag the twin of {opponent}&apos;s balance stone onto it, then Done. Watch the end of the round.</source>
        <translation>Húzd {opponent} egyensúlykövének párját rá az egyensúlykőre, majd Kész. Figyeld a forduló végét.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Same rune, different colour: not twins. Take them together anyway, then Done.</source>
        <translation>Azonos rúna, más szín: nem párok. Vedd el őket mégis együtt, majd Kész.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{opponent} will reach one stone first. Take the ringed pair anyway, then Done.</source>
        <translation>{opponent} az egyik kőhöz előbb ér oda. Vedd el mégis a bekarikázott párt, majd Kész.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The order of your captures matters. Press on your ringed edge, drag back to aim, release. Touching the Rune of Fate is out.</source>
        <translation>A zsákmányolások sorrendje számít. Nyomd le az egeret a bekarikázott asztalszélen, húzd hátra a célzáshoz, majd engedd el. Aki a Sors rúnájához ér, kiesik.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have none. Take the ringed pair, then Done. Watch the stone nearest the Rune of Fate.</source>
        <translation>Nincs egyensúlyköved. Vedd el a bekarikázott párt, majd Kész. Figyeld a Sors rúnájához legközelebbi követ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nearly empty bag: last round. Take the pair, Done, then See the final scores.</source>
        <translation>Majdnem üres a zsák: ez az utolsó forduló. Vedd el a párt, Kész, majd A végeredmény.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone grabs together. After the countdown, drag pairs before {opponent}. Enter when done.</source>
        <translation>Mindenki egyszerre kapkod. A visszaszámlálás után húzd össze a párokat {opponent} előtt. Ha végeztél, Enter.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only face-up stones can be taken.</source>
        <translation>Csak a felfordult köveket lehet elvenni.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pair is yours. Most stones wins.</source>
        <translation>A pár a tiéd. A legtöbb kő nyer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both go to your treasure.</source>
        <translation>Mindkettő a kincsedbe kerül.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A capture: their balance stone and its colour&apos;s stones are yours.</source>
        <translation>Zsákmány: az egyensúlyköve és a kincséből minden ilyen színű kő a tiéd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrong pair: back to the bag, and a pair of yours pays the penalty.</source>
        <translation>Hibás pár: visszakerül a zsákba, és büntetésül egy párod is.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each got one stone: both go back. No penalty.</source>
        <translation>Mindketten egy-egy követ kaptatok: mindkettő visszakerül. Nincs büntetés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nearest to the Rune of Fate wins and chooses the order.</source>
        <translation>A Sors rúnájához legközelebbi nyer, és ő dönt a sorrendről.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The nearest face-up stone is your new balance stone.</source>
        <translation>A legközelebbi felfordult kő lett az új egyensúlyköved.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Most stones wins: you are the grand master of runes!</source>
        <translation>A legtöbb kő nyer: te vagy a rúnák nagymestere!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well grabbed! You know the game.</source>
        <translation>Szép volt! Már ismered a játékot.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drag one ringed stone onto the other before Done.</source>
        <translation>A Kész előtt húzd az egyik bekarikázott követ a másikra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the ringed table stone onto your ringed balance stone.</source>
        <translation>Húzd az asztalon bekarikázott követ a bekarikázott egyensúlykövedre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag the ringed table stone onto {opponent}&apos;s ringed balance stone.</source>
        <translation>Húzd az asztalon bekarikázott követ {opponent} bekarikázott egyensúlykövére.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the two ringed stones together, even though they are not twins.</source>
        <translation>Vedd el együtt a két bekarikázott követ, bár nem párok.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the ringed pair, even though {opponent} is quick.</source>
        <translation>Vedd el a bekarikázott párt, bár {opponent} gyors.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your stone touched the Rune of Fate: out. Pull back less.</source>
        <translation>A köved hozzáért a Sors rúnájához: kiesett. Húzd kevésbé hátra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not twins: a pair has the same colour and rune. A wrong pair costs a penalty.</source>
        <translation>Nem párok: egy pár színe és rúnája is azonos. A hibás pár büntetéssel jár.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{opponent} was quicker. Drag one stone onto its twin.</source>
        <translation>{opponent} gyorsabb volt. Húzz egy követ a párjára.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Step {n} of {total}</source>
        <translation>{n}. lépés / {total}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click when ready.</source>
        <translation>Kattints, ha készen állsz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn</source>
        <translation>Te jössz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You know the game!</source>
        <translation>Már ismered a játékot!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set up a game with friends or computer players when you are ready.</source>
        <translation>Ha készen állsz, állíts be egy játékot barátokkal vagy gépi játékosokkal.</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <location filename="../../app/learn.py" line="+89"/>
        <source>&amp;Learn to play</source>
        <translation>Tanuld meg a &amp;játékot</translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message>
        <location line="+44"/>
        <source>Learn to play</source>
        <translation>Tanuld meg a játékot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the lesson at step {n} of {total}.</source>
        <translation>A leckét a(z) {n}. lépésnél hagytad abba ({total} lépésből).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume at step {n}</source>
        <translation>Folytatás a(z) {n}. lépéstől</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start over</source>
        <translation>Újrakezdés</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Join a table…</source>
        <translation>Csatlakozás egy asztalhoz…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Welcome to Rök</source>
        <translation>Üdv a Rökben!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to Rök? A short guided game teaches every rule as you play.</source>
        <translation>Most játszol először? Egy rövid, vezetett játék játék közben megtanítja az összes szabályt.</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>Learn to play (about %n minute(s))</source>
        <translation>
            <numerusform>Tanuld meg (kb. %n perc)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set up a game</source>
        <translation>Játék beállítása</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../../ui/lessons/panel.py" line="+50"/>
        <source>Lesson</source>
        <translation>Lecke</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next (Enter)</source>
        <translation>Tovább (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try again (Enter)</source>
        <translation>Újra (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up a game</source>
        <translation>Játék beállítása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kip step</source>
        <translation>&amp;Kihagyás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave lesson</source>
        <translation>Ki&amp;lépés</translation>
    </message>
</context>
<context>
    <name>LimitTexts</name>
    <message numerus="yes">
        <location filename="../../ui/dialogs/setup_dialog.py" line="+66"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n másodperc</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveRace</name>
    <message>
        <location filename="../../ui/game/lost_races.py" line="+40"/>
        <source>{name} was faster by {seconds} s</source>
        <translation>{name} gyorsabb volt {seconds} mp-cel</translation>
    </message>
    <message>
        <location filename="../../ui/game/live_race.py" line="+167"/>
        <source>Get ready: everyone grabs at once!</source>
        <translation>Készülj: mindenki egyszerre gyűjt!</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>You are done: the others grab on.</source>
        <translation>Végeztél: a többiek még gyűjtenek.</translation>
    </message>
    <message>
        <location filename="../../ui/game/race_words.py" line="+27"/>
        <source>You are done: the computer players take what is left…</source>
        <translation>Végeztél: a gépi játékosok elviszik, ami maradt…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are done: the others grab on…</source>
        <translation>Végeztél: a többiek még gyűjtenek…</translation>
    </message>
    <message>
        <location filename="../../ui/game/live_race.py" line="+73"/>
        <source>Paused · Esc or Resume to go on</source>
        <translation>Szünet · Esc vagy Folytatás a továbblépéshez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused: the clock stands still for everyone.</source>
        <translation>Szünet: az óra mindenkinek áll.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume</source>
        <translation>Folytatás</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Get ready…</source>
        <translation>Készülj…</translation>
    </message>
    <message>
        <location filename="../../ui/game/race_words.py" line="-16"/>
        <source>Grab! Everyone at the table races at once. Enter: done</source>
        <translation>Kapd el! Az asztalnál mindenki egyszerre versenyez. Enter: kész</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grab! Move your ring with your keys or stick, take, put back. Esc: pause</source>
        <translation>Gyűjts! Mozgasd a gyűrűdet a billentyűiddel vagy a karral, vegyél el, tegyél vissza. Esc: szünet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grab! Press a stone to take it, drop it on its twin or a balance stone. Enter: done · Esc: pause</source>
        <translation>Gyűjts! Nyomd le egy kövön, hogy elvedd, és ejtsd a párjára vagy egy egyensúlykőre. Enter: kész · Esc: szünet</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Done</source>
        <translation>Kész</translation>
    </message>
    <message>
        <location filename="../../ui/game/lost_races.py" line="-2"/>
        <source>{name} was faster by {ms} ms</source>
        <translation>{name} gyorsabb volt {ms} ms-mal</translation>
    </message>
    <message>
        <location filename="../../ui/game/live_race.py" line="+54"/>
        <source>{s} s</source>
        <translation>{s} mp</translation>
    </message>
    <message>
        <location filename="../../ui/game/lost_races.py" line="+72"/>
        <source>You lost the {stone} to {other}, {ms} ms faster</source>
        <translation>Elvesztetted ezt: {stone}, {other} javára, aki {ms} ms-mal gyorsabb volt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} lost the {stone} to you, {ms} ms faster</source>
        <translation>{name} elvesztette ezt: {stone}, a te javadra: {ms} ms-mal gyorsabb voltál</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} lost the {stone} to {other}, {ms} ms faster</source>
        <translation>{name} elvesztette ezt: {stone}, {other} javára, aki {ms} ms-mal gyorsabb volt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You lost the {stone} to {other}, {seconds} s faster</source>
        <translation>Elvesztetted ezt: {stone}, {other} javára, aki {seconds} mp-cel gyorsabb volt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} lost the {stone} to you, {seconds} s faster</source>
        <translation>{name} elvesztette ezt: {stone}, a te javadra: {seconds} mp-cel gyorsabb voltál</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} lost the {stone} to {other}, {seconds} s faster</source>
        <translation>{name} elvesztette ezt: {stone}, {other} javára, aki {seconds} mp-cel gyorsabb volt</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../../ui/network/lobby.py" line="+33"/>
        <source>Open: a player on another computer</source>
        <translation>Nyitott: játékos egy másik gépről</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer player</source>
        <translation>Gépi játékos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the host&apos;s screen</source>
        <translation>A házigazda képernyőjénél</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On a phone</source>
        <translation>Telefonon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On another computer</source>
        <translation>Egy másik gépen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>reconnecting…</source>
        <translation>újracsatlakozik…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connected</source>
        <translation>csatlakozott</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>under 1 ms</source>
        <translation>1 ms alatt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{ms} ms</source>
        <translation>{ms} ms</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location line="+23"/>
        <source>Host a table</source>
        <translation>Asztal megnyitása másoknak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Join a table</source>
        <translation>Csatlakozás egy asztalhoz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Address and table code</source>
        <translation>Cím és asztalkód</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The server&apos;s certificate</source>
        <translation>A szerver tanúsítványa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The SHA-256 fingerprint of the server&apos;s certificate, as the invitation carries it: screens that join with the invitation trust this certificate and no other.</source>
        <translation>A szerver tanúsítványának SHA-256 ujjlenyomata, ahogy a meghívó hordozza: a meghívóval csatlakozó képernyők ezt a tanúsítványt fogadják el, és semmilyen mást.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy</source>
        <translation>Másolás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connection</source>
        <translation>Kapcsolat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats</source>
        <translation>Helyek</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start with computer players in the open seats</source>
        <translation>Indítás gépi játékosokkal a nyitott helyeken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>On this network:</source>
        <translation>Ezen a hálózaton:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invitation:</source>
        <translation>Meghívó:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificate (SHA-256):</source>
        <translation>Tanúsítvány (SHA-256):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the others the invitation: on this network they find the table by its name; from elsewhere they type or paste the address and code.</source>
        <translation>Add tovább a meghívót: ezen a hálózaton a nevéről találják meg az asztalt, máshonnan beírják vagy bemásolják a címet és a kódot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are at the table. The host starts the game.</source>
        <translation>Az asztalnál ülsz. A házigazda indítja a játékot.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The table is on the server {server}. Give the others the invitation: they type or paste it in Game &gt; Join a table, from anywhere.</source>
        <translation>Az asztal a(z) {server} szerveren van. Add meg a többieknek a meghívót: bárhonnan beírhatják vagy beilleszthetik a Játék &gt; Csatlakozás egy asztalhoz ablakban.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(not announced)</source>
        <translation>(nincs meghirdetve)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The invitation is copied.</source>
        <translation>A meghívó a vágólapon van.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Waiting for %n player(s) to join.</source>
        <translation>
            <numerusform>Még %n játékos csatlakozására várunk.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone is here: start when you are ready.</source>
        <translation>Mindenki itt van: indíts, amikor készen álltok.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone is here: the host starts the game.</source>
        <translation>Mindenki itt van: a házigazda indítja a játékot.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/window.py" line="+94"/>
        <source>Rök</source>
        <translation>Rök</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Game status</source>
        <translation>A játék állása</translation>
    </message>
    <message>
        <location filename="../../app/menus.py" line="+74"/>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="-37"/>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <location filename="../../app/menus.py" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Beállítások</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
</context>
<context>
    <name>NetworkActions</name>
    <message>
        <location filename="../../app/network/actions.py" line="+28"/>
        <source>&amp;Host a table…</source>
        <translation>Asztal &amp;megnyitása másoknak…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Csatlakozás egy asztalhoz…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the table</source>
        <translation>Az asztal &amp;elhagyása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection &amp;details…</source>
        <translation>Kapcsolat &amp;részletei…</translation>
    </message>
</context>
<context>
    <name>NetworkMode</name>
    <message>
        <location filename="../../app/network/mode.py" line="+183"/>
        <source>{title} ({code}) on {host}</source>
        <translation>{title} ({code}), gép: {host}</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>connecting…</source>
        <translation>kapcsolódás…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Network table</source>
        <translation>Hálózati asztal</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>You would play again: the host starts the next game.</source>
        <translation>Újra játszanál: a következő játékot a házigazda indítja.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{names} would play again: Rematch starts the next game.</source>
        <translation>{names} újra játszana: a Visszavágó indítja a következő játékot.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You host this table: if you leave, the game ends for everyone at it (it is kept, and Game &gt; Open hosts it again).</source>
        <translation>Te vagy az asztal házigazdája: ha elmész, a játék mindenkinek véget ér (megmarad, és a Játék &gt; Megnyitás újra megnyitja).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game goes on without you: a computer player takes your seat.</source>
        <translation>A játék nélküled folytatódik: a helyedet gépi játékos veszi át.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the table?</source>
        <translation>Elhagyod az asztalt?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the table</source>
        <translation>Az asztal elhagyása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stay</source>
        <translation>Maradok</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The table is kept as {file}: Game &gt; Open hosts it again.</source>
        <translation>Az asztal mentve ide: {file}. A Játék &gt; Megnyitás újra megnyitja.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../../app/new_game.py" line="+39"/>
        <source>&amp;New game…</source>
        <translation>Ú&amp;j játék…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Game controllers cannot join: {reason}</source>
        <translation>A kontrollerek nem tudnak csatlakozni: {reason}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot start</source>
        <translation>A Rök nem indítható</translation>
    </message>
</context>
<context>
    <name>OrderDialog</name>
    <message>
        <location filename="../../ui/dialogs/order_dialog.py" line="-61"/>
        <source>{claimant} holds the twin of {victim}&apos;s balance stone ({stone}).</source>
        <translation>{claimant} megszerezte {victim} egyensúlykövének párját ({stone}).</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>{name} orders the {colour} captures</source>
        <translation>{name} sorba rendezi a {colour} kövek elvételét</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>The order in which these {colour} captures happen changes who ends up with what: a player captured first loses their {colour} stones before they can capture. So {names} each flick their claim stone at the Rune of Fate; the stone that stops closest to it, without touching it, wins and chooses the order.</source>
        <translation>Az, hogy milyen sorrendben kerül sor a {colour} kövek elvételére, eldönti, kinek mi marad: akitől előbb vesznek el, az elveszíti {colour} köveit, mielőtt ő maga elvehetne. Ezért {names} mind bepöckölik a megszerzett egyensúlykő-párt a Sors rúnájához; akinek a köve a legközelebb áll meg hozzá, de nem ér hozzá, az nyer, és ő dönti el a sorrendet.</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>{name} won the flick contest and arranges the order in which the {colour} captures resolve, first at the top.</source>
        <translation>{name} nyerte a pöckölést, így ő rendezi sorba a {colour} kövek elvételét; a legfelső történik elsőként.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Order of captures, first at the top</source>
        <translation>Az elvételek sorrendje, az első felül</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>You capture from {victim}</source>
        <translation>Elveszed {victim} köveit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{claimant} captures from you</source>
        <translation>{claimant} elveszi a köveidet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{claimant} captures from {victim}</source>
        <translation>{claimant} elveszi {victim} köveit</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Move up</source>
        <translation>Feljebb</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>You hold the twin of {victim}&apos;s balance stone ({stone}).</source>
        <translation>Megszerezted {victim} egyensúlykövének párját ({stone}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{claimant} holds the twin of your balance stone ({stone}).</source>
        <translation>{claimant} megszerezte az egyensúlyköved párját ({stone}).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The order in which these {colour} captures happen changes who ends up with what: a player captured first loses their {colour} stones before they can capture. So you and {names} each flick a claim stone at the Rune of Fate; the stone that stops closest to it, without touching it, wins and chooses the order.</source>
        <translation>Az, hogy milyen sorrendben kerül sor a {colour} kövek elvételére, eldönti, kinek mi marad: akitől előbb vesznek el, az elveszíti {colour} köveit, mielőtt ő maga elvehetne. Ezért te és {names} mind bepöckölitek a megszerzett egyensúlykő-párt a Sors rúnájához; akinek a köve a legközelebb áll meg hozzá, de nem ér hozzá, az nyer, és ő dönti el a sorrendet.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>You order the {colour} captures</source>
        <translation>Te rendezed sorba a {colour} kövek elvételét</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the flick contest and arrange the order in which the {colour} captures resolve, first at the top.</source>
        <translation>Te nyerted a pöckölést, így te rendezed sorba a {colour} kövek elvételét; a legfelső történik elsőként.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Move down</source>
        <translation>Lejjebb</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resolve in this order</source>
        <translation>Legyen ez a sorrend</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>you: {gain:+d}</source>
        <translation>te: {gain:+d}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {gain:+d}</source>
        <translation>{name}: {gain:+d}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stones gained in this order: {list}</source>
        <translation>Ebben a sorrendben szerzett kövek: {list}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
</context>
<context>
    <name>PadButtons</name>
    <message>
        <location filename="../../ui/input/pad_buttons.py" line="+34"/>
        <source>Back</source>
        <translation>Vissza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guide</source>
        <translation>Főgomb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left stick</source>
        <translation>Bal kar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right stick</source>
        <translation>Jobb kar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left shoulder</source>
        <translation>Bal vállgomb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right shoulder</source>
        <translation>Jobb vállgomb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D-pad up</source>
        <translation>Iránykereszt fel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D-pad down</source>
        <translation>Iránykereszt le</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D-pad left</source>
        <translation>Iránykereszt balra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D-pad right</source>
        <translation>Iránykereszt jobbra</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Button {n}</source>
        <translation>{n}. gomb</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{button} moves the ring or pauses. Choose another button.</source>
        <translation>A(z) {button} a gyűrűt mozgatja vagy megállítja a játékot. Válassz másik gombot.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{button} is already {action}. Choose another button.</source>
        <translation>A(z) {button} már ez: {action}. Válassz másik gombot.</translation>
    </message>
    <message>
        <location filename="../../ui/input/pad_editor.py" line="+40"/>
        <source>Game controller: {action}</source>
        <translation>Kontroller: {action}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Press a button…</source>
        <translation>Nyomj meg egy gombot…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Restore the &amp;buttons</source>
        <translation>A &amp;gombok visszaállítása</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No game controller can be read here: {why}</source>
        <translation>Itt nem olvasható kontroller: {why}</translation>
    </message>
</context>
<context>
    <name>PauseVeil</name>
    <message>
        <location filename="../../ui/table/pause_veil.py" line="+22"/>
        <location line="+12"/>
        <source>Paused</source>
        <translation>Szünet</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Your clock is stopped while a window or menu is open. Close it to play on.</source>
        <translation>Az órád áll, amíg egy ablak vagy menü nyitva van. Zárd be, és játssz tovább.</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="+44"/>
        <source>Penalty for {name}</source>
        <translation>Büntetés: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, a wrong pair or wrong twin costs one pair from your treasure. Choose the pair to put back into the bag.</source>
        <translation>{name}, minden hibás pár vagy hibás egyensúlykő-pár egy párba kerül a kincsedből. Válaszd ki, melyik párt teszed vissza a zsákba.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You owe %n penalties; this is one of them.</source>
        <translation>
            <numerusform>%n büntetéssel tartozol; ez az egyik.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairs that can pay</source>
        <translation>Fizetésre alkalmas párok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a pair of {stone}</source>
        <translation>egy pár: {stone}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(suggested)</source>
        <translation>(javasolt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay this pair</source>
        <translation>Ezzel a párral fizetek</translation>
    </message>
</context>
<context>
    <name>PhonePanel</name>
    <message>
        <location filename="../../ui/network/phone_panel.py" line="+82"/>
        <source>Play on your phone</source>
        <translation>Játssz a telefonodon</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phone address</source>
        <translation>Telefonos cím</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scan the code with a phone&apos;s camera, or type the address in its browser: each player types a name and takes a free seat. Nothing to install.</source>
        <translation>Olvasd be a kódot a telefon kamerájával, vagy írd be a címet a böngészőjébe: mindenki beírja a nevét, és elfoglal egy szabad helyet. Semmit sem kell telepíteni.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>starting…</source>
        <translation>indul…</translation>
    </message>
</context>
<context>
    <name>PhoneRows</name>
    <message>
        <location filename="../../ui/dialogs/phone_rows.py" line="+46"/>
        <source>Add a phone seat</source>
        <translation>Telefonos hely</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A seat for a player with a phone: the phone scans the code shown here and races on its own screen.</source>
        <translation>Hely egy telefonos játékosnak: a telefon beolvassa az itt látható kódot, és a saját képernyőjén kapkod.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Waiting for a phone at seat {n}: scan the code with it, or choose another player.</source>
        <translation>A(z) {n}. hely telefonra vár: olvasd be vele a kódot, vagy válassz más játékost.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Phones race all at once: choose All at once, or another player for seat {n}.</source>
        <translation>A telefonok mindenki egyszerre játszanak: válaszd a Mindenki egyszerre módot, vagy más játékost a(z) {n}. helyre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phones cannot join: {reason}</source>
        <translation>A telefonok nem tudnak csatlakozni: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Starting the game…</source>
        <translation>A játék indul…</translation>
    </message>
</context>
<context>
    <name>PhoneTable</name>
    <message>
        <location filename="../../app/network/phone_table.py" line="+181"/>
        <source>The table has ended.</source>
        <translation>Az asztal bezárt.</translation>
    </message>
</context>
<context>
    <name>PracticeActions</name>
    <message>
        <location filename="../../app/practice_mode.py" line="+29"/>
        <source>&amp;Practice</source>
        <translation>&amp;Gyakorlás</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <location line="+29"/>
        <source>Practice</source>
        <translation>Gyakorlás</translation>
    </message>
</context>
<context>
    <name>PracticeRecorder</name>
    <message numerus="yes">
        <location filename="../../app/practice_record.py" line="+96"/>
        <source>%n unreadable line(s) were moved to {file}; your throws are all kept</source>
        <translation>
            <numerusform>%n olvashatatlan sort áthelyeztünk ide: {file}; a dobásaid mind megmaradtak</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{problem} (skipped; {count} unreadable lines in all)</source>
        <translation>{problem} (kihagyva; összesen {count} olvashatatlan sor)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Practice record: {problem}</source>
        <translation>Gyakorlási napló: {problem}</translation>
    </message>
</context>
<context>
    <name>PracticeWidget</name>
    <message>
        <location filename="../../ui/practice/widget.py" line="+66"/>
        <source>Practice table</source>
        <translation>Gyakorlóasztal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T throws. Take pairs by dragging one stone onto its twin or clicking both; lay a stone on your balance stone to take its twin. The arrow keys move a ring over the stones and Space takes. H rings a hint. Escape leaves.</source>
        <translation>A T dob. Párt úgy veszel el, hogy egy követ a párjára húzol, vagy mindkettőre rákattintasz; az egyensúlykövedre tett kővel annak párját veszed el. A nyílbillentyűk egy karikát visznek a kövek fölött, a Szóköz elvesz. A H tippet ad. Az Escape kilép.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>What happens now</source>
        <translation>Mi történik most</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throw (T)</source>
        <translation>Dobás (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave (Esc)</source>
        <translation>Kilépés (Esc)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The practice table: no opponents, no clock. T throws the stones.</source>
        <translation>A gyakorlóasztal: nincs ellenfél, nincs óra. A T eldobja a köveket.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The stones fly…</source>
        <translation>Repülnek a kövek…</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The {first} and the {second} are not twins: a pair is two stones of one colour and one symbol.</source>
        <translation>Ez a két kő nem egymás párja ({first}, {second}): egy párban a két kő színe és jele is ugyanaz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not twins</source>
        <translation>Nem pár</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Nothing to take on this throw: T throws again.</source>
        <translation>Ebben a dobásban nincs mit elvenni: a T újra dob.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All found. T throws again; Esc leaves.</source>
        <translation>Mindent megtaláltál. A T újra dob, az Esc kilép.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Found in {time}. More to find: H for a hint.</source>
        <translation>Megtaláltad {time} alatt. Van még: a H tippet ad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find the pairs and your balance stone&apos;s twin. H: a hint after {time}.</source>
        <translation>Keresd meg a párokat és az egyensúlykövednek a párját. H: tipp {time} után.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A hint in {time}: look a little longer.</source>
        <translation>Tipp {time} múlva: nézelődj még egy kicsit.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: the ringed stone is your balance stone&apos;s twin.</source>
        <translation>Tipp: a bekarikázott kő az egyensúlykövednek a párja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: the ringed stone&apos;s twin lies face up on the table.</source>
        <translation>Tipp: a bekarikázott kő párja felfordítva fekszik az asztalon.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hint: lay the ringed stone on your balance stone.</source>
        <translation>Tipp: tedd a bekarikázott követ az egyensúlykövedre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: the two ringed stones are twins: take them.</source>
        <translation>Tipp: a két bekarikázott kő egy pár: vedd el őket.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../app/preferences.py" line="+68"/>
        <source>Preferences</source>
        <translation>Testreszabás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System language</source>
        <translation>A rendszer nyelve</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language is used when Rök next starts.</source>
        <translation>Az új nyelv a Rök következő indításakor lép életbe.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Volume</source>
        <translation>Hangerő</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Mute all sounds</source>
        <translation>Minden hang né&amp;mítása</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Colour marks on the stones</source>
        <translation>A kövek &amp;színjelölése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One dot under the rune: white; two: grey; three: black.</source>
        <translation>Egy pötty a rúna alatt: fehér; kettő: szürke; három: fekete.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Text size</source>
        <translation>Betűméret</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the system asks</source>
        <translation>Ahogy a rendszer kéri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s colours</source>
        <translation>A játék saját színei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Nagy kontraszt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contrast</source>
        <translation>Kontraszt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size and contrast change at once when you press OK; the table&apos;s stones keep their colours.</source>
        <translation>A betűméret és a kontraszt az OK megnyomásakor azonnal változik; a kövek az asztalon megtartják a színüket.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reduce motion</source>
        <translation>Mo&amp;zgás csökkentése</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Kikapcsolva</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Animation speed</source>
        <translation>Animációk sebessége</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off: wait until we are ready</source>
        <translation>Ki: megvárja, amíg készen álltok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <translation> mp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on by itself after</source>
        <translation>Magától továbblép ennyi idő után</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every network of this computer</source>
        <translation>a gép minden hálózata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network addresses for tables</source>
        <translation>Hálózati címek az asztalokhoz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host and look for tables only on these addresses, separated by commas: 127.0.0.1 keeps them on this computer.</source>
        <translation>Asztalok megnyitása és keresése csak ezeken a címeken (vesszővel elválasztva): a 127.0.0.1 ezen a gépen tartja őket.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>G&amp;eneral</source>
        <translation>Általán&amp;os</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;isplay</source>
        <translation>Meg&amp;jelenés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys for players sharing the keyboard: click a key, then press the new one (Esc keeps the old).</source>
        <translation>Egy billentyűzeten osztozó játékosok billentyűi: kattints egy billentyűre, majd nyomd meg az újat (az Esc megtartja a régit).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game controllers</source>
        <translation>Kontrollerek</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Control&amp;s</source>
        <translation>&amp;Irányítás</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&amp;Language:</source>
        <translation>&amp;Nyelv:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Hangerő:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Text size:</source>
        <translation>&amp;Betűméret:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;ontrast:</source>
        <translation>&amp;Kontraszt:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animációk:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&amp;Go on by itself after:</source>
        <translation>Magától &amp;továbblép:</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Stones fade out where they were and in where they land instead of flying; the table does not turn.</source>
        <translation>A kövek nem repülnek: elhalványulnak, ahol voltak, és előtűnnek, ahová érkeznek; az asztal nem fordul.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>&amp;Network tables on:</source>
        <translation>&amp;Hálózati asztalok itt:</translation>
    </message>
    <message>
        <location line="-135"/>
        <location line="+161"/>
        <source>{n}%</source>
        <translation>{n}%</translation>
    </message>
</context>
<context>
    <name>QrCode</name>
    <message>
        <location filename="../../ui/network/phone_panel.py" line="-85"/>
        <source>QR code of the phone address</source>
        <translation>A telefonos cím QR-kódja</translation>
    </message>
</context>
<context>
    <name>RecordKeeper</name>
    <message>
        <location filename="../../app/record_keeper.py" line="+140"/>
        <source>The record this game&apos;s file brought is still being checked: try again in a moment</source>
        <translation>A játék fájljával érkezett felvétel ellenőrzése még tart: próbáld újra egy pillanat múlva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has no record: it was opened from a file without one, or with one that does not lead to it</source>
        <translation>Ennek a játéknak nincs felvétele: felvétel nélküli fájlból nyílt meg, vagy olyanból, amelynek felvétele nem ehhez a játékhoz vezet</translation>
    </message>
    <message>
        <location line="+124"/>
        <location line="+2"/>
        <source>Watch a game: {problem}</source>
        <translation>Játék visszanézése: {problem}</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../../ui/refusals.py" line="+22"/>
        <source>Seat {seat} needs a name.</source>
        <translation>{seat}. hely: meg kell adni egy nevet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {seat}: a name of at most {limit} characters.</source>
        <translation>{seat}. hely: legfeljebb {limit} karakteres név.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two seats are called “{name}”; names must differ.</source>
        <translation>Két hely neve is „{name}”; a neveknek különbözniük kell.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {seat}: an age from {low} to {high}.</source>
        <translation>{seat}. hely: az életkor {low} és {high} között lehet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player must be one of the seats.</source>
        <translation>Az első játékos csak az egyik helyen ülő játékos lehet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time limit must be positive, or none.</source>
        <translation>Az időkorlát legyen pozitív, vagy ne legyen időkorlát.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is waiting for something else.</source>
        <translation>A játék most mást vár.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is {name}&apos;s move.</source>
        <translation>{name} következik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A penalty is paid with one pair of twins from your own treasure.</source>
        <translation>A büntetést a saját kincsed egyik párjával fizeted.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The order must list each of this colour&apos;s claims exactly once.</source>
        <translation>A sorrendben e szín minden megszerzett egyensúlykő-párja pontosan egyszer szerepeljen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That flick cannot be measured.</source>
        <translation>Ez a pöckölés nem mérhető.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That flick is too strong.</source>
        <translation>Ez a pöckölés túl erős.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flick from your own edge of the table.</source>
        <translation>Az asztal saját széledről pöckölj.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many picks in one turn.</source>
        <translation>Túl sok elvétel egy körben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {stone} is taken twice.</source>
        <translation>A {stone} kétszer szerepel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {stone} is not a balance stone.</source>
        <translation>A {stone} nem egyensúlykő.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That take has no valid time.</source>
        <translation>Ennek az elvételnek nincs érvényes ideje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That take came after the time limit.</source>
        <translation>Ez az elvétel az időkorlát lejárta után történt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody may take the Rune of Fate.</source>
        <translation>A Sors rúnáját senki sem veheti el.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody may take a balance stone.</source>
        <translation>Egyensúlykövet senki sem vehet el.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {stone} is not on the table.</source>
        <translation>A {stone} nincs az asztalon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody may take a face-down stone.</source>
        <translation>Lefelé fordított követ senki sem vehet el.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {seat}: the matching computer player needs a find time and a pace.</source>
        <translation>{seat}. hely: a hozzád igazodó gépi játékosnak keresési idő és tempó kell.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no seat {seat}.</source>
        <translation>Nincs {seat}. hely.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has already ended their turn.</source>
        <translation>{name} már befejezte a körét.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {stone} is not in your hand.</source>
        <translation>A {stone} nincs a kezedben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move came before your previous one.</source>
        <translation>Ez a lépés az előző lépésed előtt történt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move arrived too late: the race at that moment is already settled.</source>
        <translation>Ez a lépés túl későn érkezett: abban a pillanatban a verseny már eldőlt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not twins: a pair is two stones of one colour and one symbol.</source>
        <translation>Nem egymás párjai: egy párban a két kő színe és jele is ugyanaz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The race had not started yet.</source>
        <translation>A verseny még nem kezdődött el.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The race&apos;s settle window or a stamp&apos;s uncertainty is out of range.</source>
        <translation>A verseny döntési ablaka vagy egy időbélyeg bizonytalansága a megengedett tartományon kívül esik.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It is your move.</source>
        <translation>Te következel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already ended your turn.</source>
        <translation>Már befejezted a körödet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rök needs at least two players.</source>
        <translation>A Rökhöz legalább két játékos kell.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rök is for at most five players.</source>
        <translation>A Rököt legfeljebb öten játszhatják.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../ui/replay/marks.py" line="+21"/>
        <source>{seconds} s</source>
        <translation>{seconds} mp</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}, {stamp}</source>
        <translation>{name}, {stamp}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} lost to {winner} at {stamp} ({late} late)</source>
        <translation>{name} alulmaradt, nyertes: {winner}, {stamp} ({late} késéssel)</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message>
        <location filename="../../app/replay_mode.py" line="+71"/>
        <source>&amp;Watch a game…</source>
        <translation>Játék &amp;visszanézése…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game&apos;s &amp;record as…</source>
        <translation>A játék &amp;felvételének mentése…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Round {n} of this game again: {players}</source>
        <translation>E játék {n}. fordulója újra: {players}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Checking the record of {title}…</source>
        <translation>A(z) {title} felvételének ellenőrzése…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Watching {title}: {players}</source>
        <translation>Visszanézés – {title}: {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game cannot be watched. {reason}.</source>
        <translation>A játék nem nézhető vissza. {reason}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file}: {text}</source>
        <translation>{file}: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot watch the game</source>
        <translation>A játék nem nézhető vissza</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+22"/>
        <source>Cannot save the game&apos;s record</source>
        <translation>A játék felvétele nem menthető</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Save the game&apos;s record</source>
        <translation>A játék felvételének mentése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>game-record.rokrec</source>
        <translation>jatekfelvetel.rokrec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rök game records (*.rokrec)</source>
        <translation>Rök játékfelvételek (*.rokrec)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game&apos;s record is saved as {file}</source>
        <translation>A játék felvétele elmentve: {file}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Watching a game: your own game waits</source>
        <translation>Visszanézés: a saját játékod vár</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../../ui/replay/viewer.py" line="+43"/>
        <source>Replayed table</source>
        <translation>Visszanézett asztal</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replay position</source>
        <translation>Hol tart a visszanézés</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>One move back (Left)</source>
        <translation>Egy lépés vissza (Balra)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+86"/>
        <source>Play</source>
        <translation>Lejátszás</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Play or pause (Space)</source>
        <translation>Lejátszás vagy szünet (Szóköz)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One move on (Right)</source>
        <translation>Egy lépés előre (Jobbra)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Jump to round</source>
        <translation>Ugrás fordulóra</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+16"/>
        <source>Speed</source>
        <translation>Sebesség</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>{speed}x</source>
        <translation>{speed}x</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>Seen from</source>
        <translation>Nézőpont</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the game (Esc)</source>
        <translation>Vissza a játékhoz (Esc)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round</source>
        <translation>Forduló</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Round {n}</source>
        <translation>{n}. forduló</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Move {n} of {total}</source>
        <translation>{n}. lépés / {total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where} · race {stamp}</source>
        <translation>{where} · verseny {stamp}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Szünet</translation>
    </message>
</context>
<context>
    <name>RoundLog</name>
    <message>
        <location filename="../../ui/game/round_log.py" line="+39"/>
        <source>Round log</source>
        <translation>Fordulónapló</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Nothing yet: each round&apos;s summary is kept here.</source>
        <translation>Még üres: minden forduló összegzése itt marad.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {n}</source>
        <translation>{n}. forduló</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing was taken this round.</source>
        <translation>Ebben a fordulóban senki sem vett el követ.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../ui/dialogs/rules_dialog.py" line="+33"/>
        <source>How a game is set up</source>
        <translation>Hogyan kezdődik a játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How a round is played</source>
        <translation>Hogyan zajlik egy forduló</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How wrong pairs and penalties work</source>
        <translation>Hibás párok és büntetések</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How ordering disputes work</source>
        <translation>Hogyan dől el a sorrend vitás esetben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the game ends and a tie is broken</source>
        <translation>A játék vége és a döntetlen eldöntése</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Rules of Rök</source>
        <translation>A Rök szabályai</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Rök: grab the runes</source>
        <translation>Rök: kapd el a rúnákat!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>49 stones: the Rune of Fate, and 48 rune stones in three colours (white, grey, black), eight runes each, two of each. Two stones of the same colour and rune are twins. The player with the most stones in their treasure at the end wins.</source>
        <translation>49 kő: a Sors rúnája és 48 rúnakő három színben (fehér, szürke, fekete), színenként nyolcféle rúnával, mindegyikből kettő. Két azonos színű és azonos rúnájú kő egymás párja. Az nyer, akinek a játék végén a legtöbb kő van a kincsében.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Rune of Fate lies at the centre and never moves.</source>
        <translation>A Sors rúnája az asztal közepén fekszik, és sosem mozdul el.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A stone lying face down shows its plain side.</source>
        <translation>A lefelé fordított kő a sima, jelöletlen oldalát mutatja.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Setup</source>
        <translation>Előkészületek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player draws a balance stone and lays it face up at their seat; no two balance stones may be twins. The youngest player starts.</source>
        <translation>Minden játékos húz egy egyensúlykövet, és vésett oldalával fölfelé maga elé teszi; két egyensúlykő nem lehet egymás párja. A legfiatalabb játékos kezd.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A round</source>
        <translation>Egy forduló</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player draws stones unseen (5, 4, 3 or 2 each for 2, 3, 4 or 5 players) and everyone throws them at the centre at once. Then everybody grabs: a visible pair (two face-up twins) goes into your treasure; the twin of your own balance stone goes into your treasure together with the balance stone; the twin of another player&apos;s balance stone is a claim on that player. Face-down stones and balance stones cannot be taken.</source>
        <translation>Minden játékos látatlanban húz köveket a zsákból (2, 3, 4 vagy 5 játékos esetén fejenként 5, 4, 3 vagy 2 követ), és mindenki egyszerre bedobja őket az asztal közepére. Ezután mindenki gyűjt: egy látható pár (két fölfelé fordított, összeillő kő) a kincsedbe kerül; a saját egyensúlyköved párja az egyensúlykővel együtt a kincsedbe kerül; egy másik játékos egyensúlykövének párjával annak a játékosnak a köveire tartasz igényt. Lefelé fordított követ és egyensúlykövet nem szabad elvenni.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On this screen the grab is all at once or a relay. All at once, after a countdown everyone grabs from the one table: a stone taken leaves the table, and two in hand make a pick. In a relay each player in turn takes from the table as the throw left it, on the clock, and whoever touched a stone first gets it. Drag a stone onto its twin, or onto a balance stone; or click one stone, then the other.</source>
        <translation>Ezen a képernyőn a gyűjtés mindenki egyszerre vagy sorban, egymás után zajlik. Mindenki egyszerre: visszaszámlálás után mindenki ugyanarról az asztalról gyűjt; az elvett kő lekerül az asztalról, és a kézben lévő két kő egy elvétel. Sorban, egymás után a játékosok órával mérve gyűjtenek az asztalról úgy, ahogy a dobás hagyta, és egy kő azé lesz, aki előbb nyúlt hozzá. Húzz egy követ a párjára vagy egy egyensúlykőre; vagy kattints az egyik kőre, aztán a másikra.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>End of the round</source>
        <translation>A forduló vége</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrong pairs go back into the bag, and cost their taker one pair from the treasure. A pair split between two players goes back into the bag. A claim captures the victim&apos;s balance stone and every stone of its colour in their treasure. When the order of captures matters, the claimants flick their claim stone at the Rune of Fate; the closest stone that does not touch it wins and chooses the order. Players without a balance stone take the face-up stone nearest the Rune of Fate; face-down stones go back into the bag.</source>
        <translation>A hibás párok visszakerülnek a zsákba, és aki elvette őket, büntetésként egy párt is visszatesz a kincséből. A két játékos között kettéosztott pár visszakerül a zsákba. Aki megszerezte valaki egyensúlykövének párját, megkapja annak egyensúlykövét és kincséből az összes ugyanolyan színű követ. Ha számít, milyen sorrendben történnek ezek, az érintettek bepöckölik a megszerzett követ a Sors rúnájához; akinek a köve a legközelebb áll meg hozzá, de nem ér hozzá, az nyer, és ő dönti el a sorrendet. Akinek nincs egyensúlyköve, elveszi a Sors rúnájához legközelebb fekvő, fölfelé fordított követ; a lefelé fordított kövek visszakerülnek a zsákba.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ordering disputes</source>
        <translation>Vitás sorrend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captures of different colours never affect each other. Within one colour the order can change everything. For example, Anna holds the twin of Bela&apos;s white balance stone, and Bela holds the twin of Cili&apos;s. If Anna captures first, she takes Bela&apos;s white stones, and then Bela takes Cili&apos;s and keeps them. If Bela captures first, Cili&apos;s white stones join Bela&apos;s, and Anna takes them all.</source>
        <translation>A különböző színű kövek elvétele sosem hat egymásra. Egy színen belül viszont a sorrend mindent eldönthet. Például Anna megszerezte Bela fehér egyensúlykövének párját, Bela pedig Cili fehér egyensúlykövének párját. Ha Anna gyűjt be előbb, elviszi Bela fehér köveit, majd Bela elviszi és megtartja Cili köveit. Ha Bela gyűjt be előbb, Cili fehér kövei Belához kerülnek, és Anna mindet elviszi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>So every player holding a claim in that colour flicks their claim stone at the Rune of Fate. A stone that touches it is out; of the others, the one that stops closest wins, and its player chooses the whole order. If every stone is out, or the best two are exactly as close, they flick again. When every order gives the same result there is no contest.</source>
        <translation>Ezért minden játékos, aki ebben a színben egy egyensúlykő párját tartja, bepöcköli azt a Sors rúnájához. Amelyik kő hozzáér, kiesik; a többi közül az nyer, amelyik a legközelebb áll meg, és a gazdája dönti el a teljes sorrendet. Ha minden kő kiesik, vagy a két legjobb pontosan ugyanolyan közel van, újra pöckölnek. Ha minden sorrend ugyanahhoz vezet, nincs pöckölés.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The end</source>
        <translation>A játék vége</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the bag holds no more stones than there are players, the game ends. The biggest treasure wins; tied players flick for the title of grand master of runes.</source>
        <translation>Ha a zsákban legfeljebb annyi kő van, ahány játékos, a játék véget ér. A legnagyobb kincs nyer; döntetlen esetén az érintettek pöcköléssel döntik el, ki lesz a rúnák nagymestere.</translation>
    </message>
</context>
<context>
    <name>ScreenInputs</name>
    <message>
        <location filename="../../app/screen_inputs.py" line="+67"/>
        <source>Take keys: {keys}; on a game controller, {button}.</source>
        <translation>Felvevő billentyűk: {keys}; kontrolleren a(z) {button}.</translation>
    </message>
</context>
<context>
    <name>SeatLinks</name>
    <message>
        <location filename="../../ui/network/seat_links.py" line="+49"/>
        <source>reconnecting…</source>
        <translation>újracsatlakozik…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{ms} ms</source>
        <translation>{ms} ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>under 1 ms</source>
        <translation>1 ms alatt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ ready</source>
        <translation>✓ kész</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waiting for {names} (reconnecting…)</source>
        <translation>Várunk: {names} (újracsatlakozik…)</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <location filename="../../ui/table/seat_panel.py" line="+251"/>
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n kő</numerusform>
        </translation>
    </message>
    <message>
        <location line="-3"/>
        <source>✓ ready</source>
        <translation>✓ kész</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ready?</source>
        <translation>kész?</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>empty treasure</source>
        <translation>üres kincs</translation>
    </message>
</context>
<context>
    <name>SettingsMenu</name>
    <message>
        <location filename="../../app/settings_menu.py" line="+43"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animációk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normál</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Fast</source>
        <translation>&amp;Gyors</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Off</source>
        <translation>&amp;Ki</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Testreszabás…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Controls…</source>
        <translation>&amp;Irányítás…</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../../ui/dialogs/seat_row.py" line="+35"/>
        <location filename="../../ui/dialogs/setup_dialog.py" line="+25"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>age?</source>
        <translation>kor?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Eltávolítás</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name of seat {n}</source>
        <translation>{n}. hely: név</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player at seat {n}</source>
        <translation>{n}. hely: játékos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Age at seat {n}</source>
        <translation>{n}. hely: életkor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove seat {n}</source>
        <translation>{n}. hely eltávolítása</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/setup_dialog.py" line="-5"/>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Age</source>
        <translation>Kor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a seat</source>
        <translation>Hely hozzáadása</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No limit</source>
        <translation>Nincs korlát</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All at once</source>
        <translation>Mindenki egyszerre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relay</source>
        <translation>Sorban, egymás után</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the grab is played</source>
        <translation>Hogyan zajlik a gyűjtés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All at once is a race of reflexes: everyone, computer players too, grabs from the table at the same moment.</source>
        <translation>A „Mindenki egyszerre” a reflexek versenye: mindenki, a gépi játékosok is, ugyanabban a pillanatban kapkod az asztalról.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relay gives each person a private turn with a clock of its own: it can be played with the keyboard alone and a screen reader.</source>
        <translation>A „Sorban, egymás után” mindenkinek saját kört ad saját órával: billentyűzettel és képernyőolvasóval is játszható.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>random</source>
        <translation>véletlen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First player</source>
        <translation>Első játékos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per grab turn</source>
        <translation>Idő gyűjtési körönként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed</source>
        <translation>Játszmaszám</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First player:</source>
        <translation>Első játékos:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Grab:</source>
        <translation>Gyűjtés:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per grab turn:</source>
        <translation>Idő gyűjtési körönként:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (numbered game):</source>
        <translation>Játszmaszám:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who plays? Two to five seats, clockwise round the table. The youngest player starts.</source>
        <translation>Kik játszanak? Két-öt hely az asztal körül, az óramutató járása szerint. A legfiatalabb játékos kezd.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Human</source>
        <translation>Ember</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone: a player&apos;s own phone</source>
        <translation>Telefon: a játékos saját telefonja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: novice</source>
        <translation>Gép: kezdő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: adept</source>
        <translation>Gép: haladó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: master</source>
        <translation>Gép: mester</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer: matches you, {percent} %</source>
        <translation>Gép: hozzád igazodik, {percent}%</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Player {n}</source>
        <translation>{n}. játékos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bot {n}</source>
        <translation>{n}. gép</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Needs an input for each person: see below.</source>
        <translation>Mindenkinek csatlakoznia kell egy eszközzel: lásd lent.</translation>
    </message>
    <message>
        <location line="-116"/>
        <location line="+68"/>
        <source>Seat {n}</source>
        <translation>{n}. hely</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The youngest ({name})</source>
        <translation>A legfiatalabb ({name})</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The seed is a whole number from 0 up.</source>
        <translation>A játszmaszám 0 vagy annál nagyobb egész szám.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../ui/dialogs/shortcuts_dialog.py" line="+51"/>
        <source> or </source>
        <translation> vagy </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your turn (relay, the lesson)</source>
        <translation>A köröd (sorban, egymás után; a lecke)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page Down, Page Up</source>
        <translation>PgDn, PgUp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring the next stone round the table, or the one before</source>
        <translation>A következő kő körbe az asztalon, vagy az előző</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys</source>
        <translation>Nyílbillentyűk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring the nearest stone that way</source>
        <translation>A legközelebbi kő abban az irányban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring the stone nearest your edge</source>
        <translation>A hozzád legközelebbi kő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter or Space</source>
        <translation>Enter vagy Szóköz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the ringed stone; on its twin, again: take the two</source>
        <translation>A bekarikázott kő megjelölése; a párján még egyszer: a kettő elvétele</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <location line="+17"/>
        <location line="+7"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Drop the second stone, the mark, then the ring</source>
        <translation>Elengedi a második követ, a jelölést, aztán a karikát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backspace or Delete</source>
        <translation>Backspace vagy Delete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your last take back</source>
        <translation>A legutóbb elvett kövek visszatétele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End your turn</source>
        <translation>A kör befejezése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the table</source>
        <translation>Az asztalnál</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>Space</source>
        <translation>Szóköz</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Throw; start your turn on the cover; say you are ready</source>
        <translation>Dobás; a kör indítása a takarón; jelzés, hogy készen állsz</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Done (with no stone ringed); ready; Next in the lesson</source>
        <translation>Kész (ha nincs bekarikázott kő); kész vagyok; Tovább a leckében</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause the race (All at once) and go on</source>
        <translation>A verseny szüneteltetése (Mindenki egyszerre) és folytatása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right, Up and Down, Space</source>
        <translation>Balra és jobbra, fel és le, Szóköz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flick contest: aim, set the strength, flick</source>
        <translation>Pöccintés: célzás, erő, pöccintés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lesson</source>
        <translation>A lecke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next, or Try again</source>
        <translation>Tovább, vagy Újra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the table to the lesson&apos;s buttons and back</source>
        <translation>Az asztalról a lecke gombjaira és vissza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watching a game again</source>
        <translation>Játszma visszanézése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause</source>
        <translation>Lejátszás vagy szünet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, Right</source>
        <translation>Balra, jobbra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back or on</source>
        <translation>Egy lépés vissza vagy előre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page Up, Page Down</source>
        <translation>PgUp, PgDn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One round back or on</source>
        <translation>Egy forduló vissza vagy előre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The start, the end</source>
        <translation>Az eleje, a vége</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game</source>
        <translation>Vissza a játékodhoz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Practice</source>
        <translation>Gyakorlás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throw</source>
        <translation>Dobás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys, Space</source>
        <translation>Nyílbillentyűk, Szóköz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring a stone, take it</source>
        <translation>Egy kő bekarikázása, elvétele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Keys: {cluster} (All at once; with one hand, your turn too)</source>
        <translation>Billentyűk: {cluster} (Mindenki egyszerre; egy kézzel a saját köröd is)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>D-pad, left stick</source>
        <translation>Iránykereszt, bal kar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the ring</source>
        <translation>A gyűrű mozgatása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game controller</source>
        <translation>Kontroller</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location line="+21"/>
        <location line="+2"/>
        <source>Keyboard shortcuts</source>
        <translation>Billentyűparancsok</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../ui/dialogs/statistics_dialog.py" line="+43"/>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No finished games yet. Play a game to its end and your record starts here: games played and won, and how fast you find pairs.</source>
        <translation>Még nincs befejezett játszma. Játssz végig egy játszmát, és itt kezdődik a krónikád: lejátszott és megnyert játszmák, és hogy milyen gyorsan találod meg a párokat.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n game(s) recorded.</source>
        <translation>
            <numerusform>%n játszma feljegyezve.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Median find time in each of the last games: the time from the stones&apos; reveal (All at once: the end of the 3-2-1) to the take of a pick&apos;s first stone.</source>
        <translation>A keresési idő mediánja az utolsó játszmákban: a kövek felfedésétől (Mindenki egyszerre: a 3-2-1 végétől) egy elvétel első kövének elvételéig eltelt idő.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n line(s) of the history could not be read and were skipped: {first}</source>
        <translation>
            <numerusform>A játszmanapló %n sora olvashatatlan volt, ezeket kihagytuk: {first}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Játszott</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Nyert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Races won</source>
        <translation>Megnyert versenyek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best find</source>
        <translation>Leggyorsabb keresés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median find</source>
        <translation>Keresési medián</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Races lost</source>
        <translation>Elvesztett versenyek</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Practice: %n throw(s); best find {best}, median find {median}.</source>
        <translation>
            <numerusform>Gyakorlás: %n dobás; a leggyorsabb keresés {best}, a medián {median}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seconds} s</source>
        <translation>{seconds} mp</translation>
    </message>
</context>
<context>
    <name>StoneWords</name>
    <message>
        <location filename="../../ui/access/stone_words.py" line="+49"/>
        <source>{stone}, your balance stone</source>
        <translation>{stone}, az egyensúlyköved</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{stone}, balance stone of {name}</source>
        <translation>{stone}, {name} egyensúlyköve</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a face-down stone</source>
        <translation>egy lefordított kő</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{stone}, face up, by the Rune of Fate</source>
        <translation>{stone}, felfordítva, a Sors rúnája mellett</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{stone}, face up, near you</source>
        <translation>{stone}, felfordítva, hozzád közel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{stone}, face up, near {name}</source>
        <translation>{stone}, felfordítva, {name} közelében</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{stone}, face up, towards you</source>
        <translation>{stone}, felfordítva, feléd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{stone}, face up, towards {name}</source>
        <translation>{stone}, felfordítva, {name} felé</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>nothing face up to take</source>
        <translation>nincs elvehető felfordított kő</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n pár</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n twin(s) of a balance stone</source>
        <translation>
            <numerusform>%n egyensúlykő párja</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n other(s)</source>
        <translation>
            <numerusform>%n másik</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>face up: {parts}</source>
        <translation>felfordítva: {parts}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The stones have landed: %n stone(s) on the table.</source>
        <translation>
            <numerusform>Leestek a kövek: %n kő van az asztalon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n stone(s) on the table; {face_up}.</source>
        <translation>
            <numerusform>%n kő van az asztalon; {face_up}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Strength {n} %: it would touch the Rune of Fate (out).</source>
        <translation>Erő: {n} %: hozzáérne a Sors rúnájához (kiesik).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strength {n} %: it would hit {stone}.</source>
        <translation>Erő: {n} %: nekiütközne ennek: {stone}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strength {n} %: it would reach the rim.</source>
        <translation>Erő: {n} %: elérné a peremet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strength {n} %: it would stop {mm} mm from the Rune of Fate.</source>
        <translation>Erő: {n} %: {mm} mm-re állna meg a Sors rúnájától.</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <location filename="../../ui/dialogs/summary_lines.py" line="+130"/>
        <source>{line} (too late: {names})</source>
        <translation>{line} (lekéste: {names})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>you +{margin}</source>
        <translation>te +{margin}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} +{margin}</source>
        <translation>{name} +{margin}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You won the {stone} on a coin flip: an exact tie at {time}</source>
        <translation>Pénzfeldobással nyerted el ezt a követ: {stone} (pontos holtverseny, {time})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} won the {stone} on a coin flip: an exact tie at {time}</source>
        <translation>{name} pénzfeldobással nyerte el ezt a követ: {stone} (pontos holtverseny, {time})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You reached the {stone} first, by {margin}</source>
        <translation>Elsőként értél el ehhez a kőhöz: {stone}, {margin} előnnyel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} reached the {stone} first, by {margin}</source>
        <translation>{name} ért el elsőként ehhez a kőhöz: {stone}, {margin} előnnyel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You took a pair of {stone}</source>
        <translation>Elvettél egy párt: {stone}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took a pair of {stone}</source>
        <translation>{name} elvett egy párt: {stone}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You took the twin of your own balance stone ({stone})</source>
        <translation>Elvetted a saját egyensúlyköved párját ({stone})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} took the twin of their own balance stone ({stone})</source>
        <translation>{name} elvette a saját egyensúlykövének párját ({stone})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You claimed the twin of {victim}&apos;s balance stone</source>
        <translation>Megszerezted {victim} egyensúlykövének párját</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} claimed the twin of your balance stone</source>
        <translation>{name} megszerezte az egyensúlyköved párját</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} claimed the twin of {victim}&apos;s balance stone</source>
        <translation>{name} megszerezte {victim} egyensúlykövének párját</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a wrong twin</source>
        <translation>hibás egyensúlykő-párt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a wrong pair</source>
        <translation>hibás párt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took {kind} ({stones}): back into the bag</source>
        <translation>Elvettél {kind} ({stones}): vissza a zsákba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took {kind} ({stones}): back into the bag</source>
        <translation>{name} {kind} vett el ({stones}): vissza a zsákba</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You held the {stone} alone when the grab ended: back into the bag, no penalty</source>
        <translation>Egyedül tartottad ezt: {stone}, amikor véget ért a gyűjtés: vissza a zsákba, büntetés nélkül</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} held the {stone} alone when the grab ended: back into the bag, no penalty</source>
        <translation>{name} egyedül tartotta ezt: {stone}, amikor véget ért a gyűjtés: vissza a zsákba, büntetés nélkül</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You kept only one stone of a pair ({stone}), {other} got the other: back into the bag</source>
        <translation>Csak az egyik követ kaptad meg egy párból ({stone}), a másikat {other} kapta: vissza a zsákba</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} kept only one stone of a pair ({stone}), you got the other: back into the bag</source>
        <translation>{name} csak az egyik követ kapta meg egy párból ({stone}), a másikat te kaptad: vissza a zsákba</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} kept only one stone of a pair ({stone}), {other} got the other: back into the bag</source>
        <translation>{name} csak az egyik követ kapta meg egy párból ({stone}), a másikat {other} kapta: vissza a zsákba</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You paid a penalty: a pair of {stone}</source>
        <translation>Büntetést fizettél: egy pár {stone}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} paid a penalty: a pair of {stone}</source>
        <translation>{name} büntetést fizetett: egy pár {stone}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You owed a penalty but had no pair to pay</source>
        <translation>Büntetéssel tartoztál, de nem volt párod, amivel fizess</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} owed a penalty but had no pair to pay</source>
        <translation>{name} büntetéssel tartozott, de nem volt párja, amivel fizessen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The flick contest was drawn: flick again</source>
        <translation>A pöckölés döntetlen lett: újra kell pöckölni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won the flick contest</source>
        <translation>Te nyerted a pöckölést</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} won the flick contest</source>
        <translation>{name} nyerte a pöckölést</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+4"/>
        <source>{name} chose the order of the {colour} captures</source>
        <translation>{name} döntötte el a {colour} kövek elvételének sorrendjét</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>You chose the order of the {colour} captures</source>
        <translation>Te döntötted el a {colour} kövek elvételének sorrendjét</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have no balance stone: none left to take</source>
        <translation>Egyensúlykő nélkül maradsz: nincs elvehető kő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no balance stone: none left to take</source>
        <translation>{name} egyensúlykő nélkül marad: nincs elvehető kő</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took the {stone} as your new balance stone</source>
        <translation>Új egyensúlyköved: {stone}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took the {stone} as their new balance stone</source>
        <translation>{name} új egyensúlyköve: {stone}</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <location filename="../../ui/dialogs/summary_dialog.py" line="+52"/>
        <location line="+3"/>
        <source>Round {n}</source>
        <translation>{n}. forduló</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide</source>
        <translation>Elrejtés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch this round again</source>
        <translation>Forduló visszanézése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round&apos;s throw, race and settling again, the race in slow motion</source>
        <translation>A forduló dobása, versenye és elszámolása újra, a verseny lassítva</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What happened</source>
        <translation>Mi történt</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Nothing was taken this round.</source>
        <translation>Ebben a fordulóban senki sem vett el követ.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>See the final scores</source>
        <translation>A végeredmény</translation>
    </message>
</context>
<context>
    <name>SummaryPlurals</name>
    <message numerus="yes">
        <location filename="../../ui/dialogs/summary_lines.py" line="-203"/>
        <source>%n face-down stone(s) went back into the bag</source>
        <translation>
            <numerusform>%n lefelé fordított kő visszakerült a zsákba</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableFaults</name>
    <message>
        <location filename="../../app/network/faults.py" line="+53"/>
        <source>If they are not back in time, the host chooses: a computer player takes the seat, or the game is saved and ended.</source>
        <translation>Ha nem érnek vissza időben, a házigazda dönt: a helyet gépi játékos veszi át, vagy a játékot mentjük és befejezzük.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Reconnecting to the table…</source>
        <translation>Újracsatlakozás az asztalhoz…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No table has that code. Check the code, or ask the host for the invitation again.</source>
        <translation>Nincs ilyen kódú asztal. Ellenőrizd a kódot, vagy kérd el újra a meghívót a házigazdától.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table has no free seat (or its game has started): you can still join as a spectator.</source>
        <translation>Az asztalnál nincs szabad hely (vagy már elkezdődött a játék): nézőként még csatlakozhatsz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table refused a name: choose another.</source>
        <translation>Az asztal nem fogadott el egy nevet: válassz másikat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing answers at {address}: is the server running there, and is the address (its port) right?</source>
        <translation>Semmi sem válaszol itt: {address}. Fut ott a szerver, és jó a cím (a port)?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{address} cannot be reached: check the address and this computer&apos;s connection.</source>
        <translation>Nem érhető el: {address}. Ellenőrizd a címet és a gép hálózati kapcsolatát.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{address} answers, but it is no Rök table server: check the address and its port.</source>
        <translation>Válaszol: {address}, de ez nem Rök-asztalszerver. Ellenőrizd a címet és a portot.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The table server takes no more connections from your network just now: close a few, or try again later.</source>
        <translation>Az asztalszerver most nem fogad több kapcsolatot a hálózatodról: zárj be néhányat, vagy próbáld újra később.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The secure connection to {address} failed: the server may not use wss://, or its certificate is not trusted. A server with a certificate of its own making is trusted by an invitation that carries its fingerprint (ending in #sha256=...): ask for that.</source>
        <translation>A biztonságos kapcsolat ehhez: {address} nem jött létre: lehet, hogy a szerver nem használ wss://-t, vagy a tanúsítványa nem megbízható. Egy saját készítésű tanúsítványú szervert az a meghívó tesz megbízhatóvá, amely a tanúsítvány ujjlenyomatát is tartalmazza (a végén #sha256=...): ilyet kérj.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server at {address} showed another certificate than the one the invitation names, so nothing was sent to it: someone may be in between, or the server has a new certificate. Ask the host for the invitation again.</source>
        <translation>A(z) {address} szerver más tanúsítványt mutatott, mint amit a meghívó megnevez, ezért semmit sem küldtünk neki: lehet, hogy valaki közbeékelődött, vagy a szervernek új tanúsítványa van. Kérd el újra a meghívót a házigazdától.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table server at {address} hosts only its own table: ask its host for an invitation, or host the table on this computer.</source>
        <translation>A(z) {address} asztalszerver csak a saját asztalát tartja: kérj meghívót a házigazdájától, vagy nyisd meg az asztalt ezen a gépen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at {address} has as many tables as it takes: try again later, or host the table on this computer.</source>
        <translation>A(z) {address} szerveren már annyi asztal van, amennyit vállal: próbáld újra később, vagy nyisd meg az asztalt ezen a gépen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table cannot be reached: {reason}</source>
        <translation>Az asztal nem érhető el: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your seat at this table is gone. Join it again.</source>
        <translation>A helyed ennél az asztalnál megszűnt. Csatlakozz újra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot join the table</source>
        <translation>Nem lehet csatlakozni az asztalhoz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot host a table</source>
        <translation>Nem lehet megnyitni az asztalt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nobody started the game in time, so the table server closed the table. Host a table again to play.</source>
        <translation>Senki nem indította el időben a játékot, ezért az asztalszerver bezárta az asztalt. Nyiss új asztalt, ha játszani szeretnél.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Nobody started the game within %n minute(s) of the table being hosted, so the table server closed it. Host a table again to play.</source>
        <translation>
            <numerusform>Senki nem indította el a játékot az asztal megnyitása utáni %n percen belül, ezért az asztalszerver bezárta. Nyiss új asztalt, ha játszani szeretnél.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Too many wrong table codes were tried from your network: wait a moment, check the code, and try again.</source>
        <translation>A hálózatodról túl sok hibás asztalkódot próbáltak: várj egy kicsit, ellenőrizd a kódot, és próbáld újra.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Too many wrong table codes were tried from your network: wait %n second(s), check the code, and try again.</source>
        <translation>
            <numerusform>A hálózatodról túl sok hibás asztalkódot próbáltak: várj %n másodpercet, ellenőrizd a kódot, és próbáld újra.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This table needs a newer version of Rök: update rok-qt to play at it.</source>
        <translation>Ehhez az asztalhoz a Rök újabb változata kell: frissítsd a rok-qt-t, hogy játszhass rajta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table&apos;s server runs an older version of Rök: it must be updated before this copy can play there.</source>
        <translation>Az asztal kiszolgálóján a Rök régebbi változata fut: frissíteni kell, mielőtt ez a példány ott játszhat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table runs another version of Rök: the older of the two must be updated.</source>
        <translation>Az asztalon a Rök másik változata fut: a kettő közül a régebbit frissíteni kell.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The host saved the game and ended the table.</source>
        <translation>A házigazda elmentette a játékot, és bezárta az asztalt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table&apos;s server has stopped. The game as it was stays on screen.</source>
        <translation>Az asztal szervere leállt. A játék úgy marad a képernyőn, ahogy volt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host has left the table. The game as it was stays on screen.</source>
        <translation>A házigazda elhagyta az asztalt. A játék úgy marad a képernyőn, ahogy volt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host&apos;s computer cannot be reached any more: the table is gone. The game as it was stays on screen.</source>
        <translation>A házigazda gépe már nem érhető el: az asztal megszűnt. A játék úgy marad a képernyőn, ahogy volt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It is kept as {file}: Game &gt; Open hosts it again, and everyone gets their seat back.</source>
        <translation>Mentve ide: {file}. A Játék &gt; Megnyitás újra megnyitja, és mindenki visszakapja a helyét.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If the host hosts this table again, Game &gt; Join a table takes you back to your seat.</source>
        <translation>Ha a házigazda újra megnyitja ezt az asztalt, a Játék &gt; Csatlakozás egy asztalhoz visszavisz a helyedre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table has ended</source>
        <translation>Az asztal bezárult</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} has not come back</source>
        <translation>{name} nem jött vissza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has been away for a minute. A computer player can take the seat, or the game is saved and ended.</source>
        <translation>{name} egy perce nincs itt. A helyét gépi játékos veheti át, vagy a játékot mentjük és befejezzük.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A computer player takes the seat</source>
        <translation>Gépi játékos veszi át a helyet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save and end</source>
        <translation>Mentés és befejezés</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} left the table: a computer player takes the seat.</source>
        <translation>{name} elhagyta az asztalt: a helyét gépi játékos veszi át.</translation>
    </message>
</context>
<context>
    <name>TableHosting</name>
    <message>
        <location filename="../../app/network/hosting.py" line="+155"/>
        <source>{name}&apos;s table</source>
        <translation>Asztal: {name}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Not announced: the table is on {server}, not on this computer.</source>
        <translation>Nincs meghirdetve: az asztal itt van: {server}, nem ezen a gépen.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The table is kept as {file}: Game &gt; Open hosts it again.</source>
        <translation>Az asztal mentve ide: {file}. A Játék &gt; Megnyitás újra megnyitja.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot open the table</source>
        <translation>Az asztal nem nyitható meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was not opened. {reason}.</source>
        <translation>{file} nem nyílt meg. {reason}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Host this table again?</source>
        <translation>Újra megnyitod ezt az asztalt?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} holds a network table ({names}; round {round}). Host it again? The people who were at it join it again and take back their seats, and the game goes on where it was.</source>
        <translation>A(z) {file} egy hálózati asztalt tartalmaz ({names}; {round}. forduló). Újra megnyitod? Akik ott ültek, újra csatlakoznak és visszakapják a helyüket, a játék pedig ott folytatódik, ahol abbamaradt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Host the table again</source>
        <translation>Asztal újbóli megnyitása</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The table is open again at {invitation}.</source>
        <translation>Az asztal újra nyitva: {invitation}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{names}: Game &gt; Join a table on your computer gives you back your seat. The game goes on when everyone is back.</source>
        <translation>{names}: a saját gépeteken a Játék &gt; Csatlakozás egy asztalhoz visszaadja a helyeteket. A játék akkor folytatódik, amikor mindenki visszatért.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hosting the table again</source>
        <translation>Az asztal újbóli megnyitása</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot host a table</source>
        <translation>Az asztal nem nyitható meg</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The table cannot listen on {address} port {port}: {reason}</source>
        <translation>Az asztal nem figyelhet a(z) {address} cím {port} portján: {reason}</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>Rök with phones</source>
        <translation>Rök telefonokkal</translation>
    </message>
    <message>
        <location line="+183"/>
        <source>{title} ({code}) on {host}</source>
        <translation>{title} ({code}), gép: {host}</translation>
    </message>
</context>
<context>
    <name>TableJoining</name>
    <message>
        <location filename="../../app/network/joining.py" line="+94"/>
        <source>Cannot join the table</source>
        <translation>Nem lehet csatlakozni az asztalhoz</translation>
    </message>
</context>
<context>
    <name>TableNotes</name>
    <message>
        <location filename="../../ui/table/table_notes.py" line="+69"/>
        <source>{seconds} s</source>
        <translation>{seconds} mp</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{ms} ms</source>
        <translation>{ms} ms</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>You: won on a coin flip</source>
        <translation>Te: pénzfeldobással nyertél</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: won on a coin flip</source>
        <translation>{name}: pénzfeldobással nyert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You: first by {margin}</source>
        <translation>Te: {margin} előnnyel első</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: first by {margin}</source>
        <translation>{name}: {margin} előnnyel első</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You: split pair</source>
        <translation>Te: kettéosztott páros</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You: wrong twin</source>
        <translation>Te: hibás pár az egyensúlykőhöz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: wrong twin</source>
        <translation>{name}: hibás pár az egyensúlykőhöz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You: wrong pair</source>
        <translation>Te: hibás pár</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: wrong pair</source>
        <translation>{name}: hibás pár</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>{name}: split pair</source>
        <translation>{name}: kettéosztott páros</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>new balance stone</source>
        <translation>új egyensúlykő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no balance stone left</source>
        <translation>nem maradt egyensúlykő</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>twins: drew again</source>
        <translation>egyforma kövek: újrahúzás</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../ui/table/scene.py" line="+158"/>
        <source>bag</source>
        <translation>zsák</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>Taken this turn (click one to put it back)</source>
        <translation>Ebben a körben elvéve (kattints rá a visszatételhez)</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>novice</source>
        <translation>kezdő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adept</source>
        <translation>haladó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>master</source>
        <translation>mester</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matches you</source>
        <translation>hozzád igazodik</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../ui/access/table_speech.py" line="+77"/>
        <source>The faces show at each player&apos;s own turn.</source>
        <translation>A kövek arca mindenkinek a saját körében látszik.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All at once is a race of reflexes: everyone grabs at the same time when the countdown ends.</source>
        <translation>A „Mindenki egyszerre” a reflexek versenye: a visszaszámlálás végén mindenki egyszerre kapkod.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You took {stone}.</source>
        <translation>Elvetted: {stone}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took {stone}.</source>
        <translation>{name} elvette: {stone}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name}: %n stone(s)</source>
        <translation>
            <numerusform>{name}: %n kő</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over. {scores}.</source>
        <translation>A játéknak vége. {scores}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are the grand master of runes.</source>
        <translation>Te vagy a rúnák nagymestere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is the grand master of runes.</source>
        <translation>{name} a rúnák nagymestere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over. {scores}. {won}</source>
        <translation>A játéknak vége. {scores}. {won}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Space when you are ready.</source>
        <translation>Nyomj Szóközt, ha készen állsz.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n second(s).</source>
        <translation>
            <numerusform>%n másodperc.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn, {name}.</source>
        <translation>Te következel, {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrow keys or Page Down walk the stones, Enter marks and takes, Ctrl+Enter ends your turn.</source>
        <translation>A nyílbillentyűk vagy a PgDn viszik a karikát kőről kőre, az Enter jelöl és elvesz, a Ctrl+Enter befejezi a köröd.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Go! {table}</source>
        <translation>Rajta! {table}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {n} is settled.</source>
        <translation>A(z) {n}. forduló lezárult.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../ui/texts.py" line="+18"/>
        <source>white</source>
        <translation>fehér</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>grey</source>
        <translation>szürke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <translation>fekete</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fehu</source>
        <translation>fehu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>uruz</source>
        <translation>uruz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thurisaz</source>
        <translation>thurisaz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ansuz</source>
        <translation>ansuz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raidō</source>
        <translation>raidō</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kaunan</source>
        <translation>kaunan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gebō</source>
        <translation>gebō</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wunjō</source>
        <translation>wunjō</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rune of Fate</source>
        <translation>Sors rúnája</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{colour} {symbol}</source>
        <translation>{colour} {symbol}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/summary_lines.py" line="+189"/>
        <location filename="../../ui/texts.py" line="+6"/>
        <source>nobody</source>
        <translation>senki</translation>
    </message>
    <message>
        <location filename="../../ui/texts.py" line="+6"/>
        <source>{name} throws…</source>
        <translation>{name} dob…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} grabs (their picks stay hidden until the round is settled)…</source>
        <translation>{name} gyűjt (amit elvesz, az a forduló elszámolásáig rejtve marad)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} chooses a penalty pair…</source>
        <translation>{name} büntetőpárt választ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} flicks…</source>
        <translation>{name} pöcköl…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chooses the order of captures…</source>
        <translation>{name} dönt az elvételek sorrendjéről…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{names} and {last}</source>
        <translation>{names} és {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{names} drew twins; both drew again.</source>
        <translation>{names} egyforma egyensúlykövet húztak; mindketten újra húztak.</translation>
    </message>
</context>
<context>
    <name>TieBreakDialog</name>
    <message numerus="yes">
        <location filename="../../ui/dialogs/order_dialog.py" line="-102"/>
        <source>{names} are tied with %n stone(s) each. Each flicks one stone of their treasure at the Rune of Fate; the stone that stops closest to it, without touching it, makes its player the grand master of runes.</source>
        <translation>
            <numerusform>{names} holtversenyben állnak, fejenként %n kővel. Mindenki bepöcköli kincse egyik kövét a Sors rúnájához; akinek a köve a legközelebb áll meg hozzá, de nem ér hozzá, az lesz a rúnák nagymestere.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tie for the title</source>
        <translation>Holtverseny a címért</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To the contest</source>
        <translation>Pöckölésre!</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <location filename="../../ui/replay/timeline.py" line="+142"/>
        <source>Timeline</source>
        <translation>Idővonal</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../../ui/table/turn_bar.py" line="+21"/>
        <source>What happens now</source>
        <translation>Mi történik most</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn clock</source>
        <translation>A kör órája</translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message>
        <location filename="../../ui/game/turn_clock.py" line="+118"/>
        <source>{s} s</source>
        <translation>{s} mp</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <location filename="../../app/view_menu.py" line="+33"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Nagyítás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Kicsinyítés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit the table to the window</source>
        <translation>Az asztal &amp;igazítása az ablakhoz</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Round log</source>
        <translation>Fordulónapló</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round &amp;log</source>
        <translation>Forduló&amp;napló</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>watch it again</source>
        <translation>nézd meg újra</translation>
    </message>
</context>
<context>
    <name>WhoPlaysDialog</name>
    <message>
        <location filename="../../ui/input/who_plays.py" line="+28"/>
        <source>Who plays with what?</source>
        <translation>Ki mivel játszik?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse only</source>
        <translation>Csak egér</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This game races all at once with several people at this screen.</source>
        <translation>Ebben a játékban egyszerre kapkodtok, többen ülitek körül ezt a képernyőt.</translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <location filename="../../ui/lessons/texts.py" line="-138"/>
        <source>A fresh table for this step: your treasure now holds %n stone(s).</source>
        <translation>
            <numerusform>Ehhez a lépéshez új asztal jön: a kincsedben most %n kő van.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Last round · first player: {first} · %n stone(s) in the bag</source>
        <translation>
            <numerusform>Utolsó forduló · első játékos: {first} · %n kő a zsákban</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <location filename="../../app/autosave.py" line="+67"/>
        <source>The folder {folder} is full</source>
        <translation>A(z) {folder} mappa megtelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder {folder} cannot be written</source>
        <translation>A(z) {folder} mappába nem lehet írni</translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <location filename="../../app/crash.py" line="+99"/>
        <source>Something went wrong</source>
        <translation>Valami hiba történt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rök hit an unexpected error: {error}</source>
        <translation>A Rök váratlan hibába ütközött: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was saved to {path}. You can keep playing, or open that file later.</source>
        <translation>A játék mentve ide: {path}. Folytathatod a játékot, vagy később megnyithatod azt a fájlt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You can keep playing; saving the game now with Game &gt; Save As is a good idea.</source>
        <translation>Folytathatod a játékot; érdemes most elmenteni a Játék &gt; Mentés másként paranccsal.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/main.py" line="+45"/>
        <source>A player is name[:human|novice|adept|master[:age]], not {part!r}.</source>
        <translation>Egy játékos így adható meg: név[:human|novice|adept|master[:kor]], nem {part!r}.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Not an invitation: {text}</source>
        <translation>Ez nem meghívó: {text}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Rök, the rune-stone grabbing game.</source>
        <translation>Rök, a rúnakő-gyűjtő játék.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start at once with these seats, e.g. &apos;Anna:human:31,Bot:adept&apos;.</source>
        <translation>Azonnali indítás ezekkel a helyekkel, pl. &apos;Anna:human:31,Bot:adept&apos;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seats</source>
        <translation>helyek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed for a numbered game (with --players).</source>
        <translation>Egy számozott játszma száma (a --players mellé).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number</source>
        <translation>szám</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed: normal, fast or off.</source>
        <translation>Animációk sebessége: normal, fast vagy off.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>speed</source>
        <translation>sebesség</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check that this copy of Rök works, then exit.</source>
        <translation>Ellenőrzi, hogy a Rök e példánya működik-e, majd kilép.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write these log channels in detail (race, input, pads, sound, files, network, app, or all), e.g. --debug=race,input.</source>
        <translation>Ezeket a naplócsatornákat részletesen írja (race, input, pads, sound, files, network, app vagy all), pl. --debug=race,input.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>channels</source>
        <translation>csatornák</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host and look for network tables only on this address (repeatable), e.g. 127.0.0.1.</source>
        <translation>Hálózati asztalok megnyitása és keresése csak ezen a címen (többször is megadható), pl. 127.0.0.1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>address</source>
        <translation>cím</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join the network table at this address and code, e.g. host:47400/7Q-K7MQ-2XPA-R4ZB.</source>
        <translation>Csatlakozás a hálózati asztalhoz ezen a címen és kóddal, pl. gép:47400/7Q-K7MQ-2XPA-R4ZB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invitation</source>
        <translation>meghívó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays at this screen when joining (repeatable); none: watch.</source>
        <translation>Ki játszik ennél a képernyőnél csatlakozáskor (többször is megadható); ha senki: nézőként.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>name</source>
        <translation>név</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved game (.rok) to open, or a game record (.rokrec) to watch.</source>
        <translation>Megnyitandó mentett játék (.rok) vagy visszanézendő játékfelvétel (.rokrec).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[file]</source>
        <translation>[fájl]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown log channel: {names}.</source>
        <translation>Ismeretlen naplócsatorna: {names}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--interface takes an IP address, such as 127.0.0.1.</source>
        <translation>Az --interface IP-címet vár, például 127.0.0.1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Animation speed is normal, fast or off.</source>
        <translation>Az animációk sebessége normal, fast vagy off lehet.</translation>
    </message>
    <message>
        <location filename="../../app/settings_file.py" line="+127"/>
        <source>The settings file {path} is not a regular file: Rök runs with its default settings this time and changes nothing there.</source>
        <translation>A(z) {path} beállításfájl nem közönséges fájl: a Rök most az alapbeállításokkal fut, és semmit sem módosít benne.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The settings file {path} was damaged ({reason}): Rök starts with the settings it could read, the others at their defaults.</source>
        <translation>A(z) {path} beállításfájl megsérült ({reason}): a Rök az olvasható beállításokkal indul, a többi az alapértéket kapja.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file {path} was damaged ({reason}): a copy of it is kept as {copy}, and Rök starts with the settings it could read, the others at their defaults.</source>
        <translation>A(z) {path} beállításfájl megsérült ({reason}): egy másolatát {copy} néven megőriztük, és a Rök az olvasható beállításokkal indul, a többi az alapértéket kapja.</translation>
    </message>
</context>
<context>
    <name>startup</name>
    <message>
        <location filename="../../app/startup.py" line="+142"/>
        <source>Cannot resume</source>
        <translation>A játék nem folytatható</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Rök stopped unexpectedly last time, and its autosaved game cannot be read: {reason}.</source>
        <translation>A Rök legutóbb váratlanul leállt, és az automatikusan mentett játék nem olvasható: {reason}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is kept as {file}, and offered again when Rök can read it.</source>
        <translation>Megőriztük itt: {file}, és a Rök újra felajánlja, amikor már el tudja olvasni.</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Resume the game?</source>
        <translation>Folytatod a játékot?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rök stopped unexpectedly during a game ({names}; round {round}). Resume it where it stopped?</source>
        <translation>A Rök váratlanul leállt egy játék közben ({names}; {round}. forduló). Folytatod ott, ahol abbamaradt?</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Rök stopped unexpectedly last time, and the network table it hosted cannot be read: {reason}.</source>
        <translation>A Rök legutóbb váratlanul leállt, és az általa vezetett hálózati asztal nem olvasható: {reason}.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Host the table again?</source>
        <translation>Újra megnyitod az asztalt?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rök stopped unexpectedly while you hosted a network table ({names}; round {round}). Host it again? The people who were at it join it again and take back their seats, and the game goes on where it was.</source>
        <translation>A Rök váratlanul leállt, miközben hálózati asztalt tartottál ({names}; {round}. forduló). Újra megnyitod? Akik ott ültek, újra csatlakoznak és visszakapják a helyüket, a játék pedig ott folytatódik, ahol abbamaradt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Host the table again</source>
        <translation>Asztal újbóli megnyitása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let it go</source>
        <translation>Elengedem</translation>
    </message>
    <message>
        <location filename="../../app/end_writes.py" line="+76"/>
        <source>The game that ended as Rök stopped ({names}) is kept among your games.</source>
        <translation>A Rök leállásakor véget ért játékot ({names}) megőriztük a játékaid között.</translation>
    </message>
</context>
</TS>
