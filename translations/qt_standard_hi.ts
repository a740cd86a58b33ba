<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt ships no Hindi translation of its own dialogs: the standard buttons of dialogs and
     message boxes, kept by hand (not refreshed by update_translations). -->
<TS version="2.1" language="hi_IN">
<context>
    <name>QPlatformTheme</name>
    <message><source>OK</source><translation>ठीक है</translation></message>
    <message><source>Save</source><translation>सहेजें</translation></message>
    <message><source>Save All</source><translation>सभी सहेजें</translation></message>
    <message><source>Open</source><translation>खोलें</translation></message>
    <message><source>&amp;Yes</source><translation>हाँ (&amp;Y)</translation></message>
    <message><source>Yes to &amp;All</source><translation>सभी के लिए हाँ (&amp;A)</translation></message>
    <message><source>&amp;No</source><translation>नहीं (&amp;N)</translation></message>
    <message><source>N&amp;o to All</source><translation>सभी के लिए नहीं (&amp;O)</translation></message>
    <message><source>Abort</source><translation>निरस्त करें</translation></message>
    <message><source>Retry</source><translation>फिर से प्रयास करें</translation></message>
    <message><source>Ignore</source><translation>अनदेखा करें</translation></message>
    <message><source>Close</source><translation>बंद करें</translation></message>
    <message><source>Cancel</source><translation>रद्द करें</translation></message>
    <message><source>Discard</source><translation>छोड़ें</translation></message>
    <message><source>Help</source><translation>सहायता</translation></message>
    <message><source>Apply</source><translation>लागू करें</translation></message>
    <message><source>Reset</source><translation>रीसेट करें</translation></message>
    <message><source>Restore Defaults</source><translation>डिफ़ॉल्ट पुनर्स्थापित करें</translation></message>
</context>
<context>
    <name>QMessageBox</name>
    <message><source>Show Details...</source><translation>विवरण दिखाएँ...</translation></message>
    <message><source>Hide Details...</source><translation>विवरण छिपाएँ...</translation></message>
</context>
</TS>
